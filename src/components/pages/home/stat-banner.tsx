import { FigureList } from '@/components/blocks/figure-list';

interface StatBannerProps {
  title: string;
  text: string;
  stats: readonly { value: string; label: string }[];
}

/** A closing banner: a statement and a few figures. */
export function StatBanner({ title, text, stats }: StatBannerProps) {
  return (
    <section aria-labelledby="banner-title" className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-20 top-0 h-72 w-72 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className="container-page relative grid gap-10 py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="banner-title" className="text-3xl text-white sm:text-5xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{text}</p>
        </div>
        <FigureList items={stats} tone="dark" />
      </div>
    </section>
  );
}
