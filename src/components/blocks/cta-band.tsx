import { ButtonLink } from '@/components/ui/button';

interface CtaBandProps {
  title: string;
  text: string;
  action: { to: string; label: string };
}

/** A full-width call to action on the accent colour. */
export function CtaBand({ title, text, action }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-title" className="bg-gradient-to-r from-accent-600 to-accent-700 text-white">
      <div className="container-page flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center">
        <div>
          <h2 id="cta-title" className="text-3xl text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mt-2 text-lg text-accent-50">{text}</p>
        </div>
        <ButtonLink to={action.to} variant="light" size="lg" className="shrink-0">
          {action.label}
        </ButtonLink>
      </div>
    </section>
  );
}
