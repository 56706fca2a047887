import type { Localized } from '@/i18n/localized';
import { ButtonLink } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import type { hero as heroContent } from '@/content/home-hero';
import { OutlineMapPinIcon } from '@/components/ui/shell-icons';

interface HomeHeroProps {
  content: Localized<typeof heroContent>;
}

/** The home page banner: both pitch lines (the page's h1), the main actions and the illustration. */
export function HomeHero({ content }: HomeHeroProps) {
  return (
    <header className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-96 w-96 rounded-full bg-accent-500/20 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="eyebrow text-accent-300">{content.eyebrow}</p>
          <h1 className="mt-3 text-4xl text-white sm:text-5xl lg:text-6xl">
            {content.title}
            <span className="mt-2 block text-2xl font-semibold text-accent-300 sm:text-3xl">{content.subtitle}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">{content.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={content.primary.to} variant="accent" size="lg">
              {content.primary.label}
            </ButtonLink>
            <ButtonLink to={content.secondary.to} variant="light" size="lg">
              {content.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <figure>
          <Img {...content.image} priority className="h-auto w-full rounded-3xl shadow-lift" />
          <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-brand-200">
            <span className="inline-flex items-center gap-1.5">
              <OutlineMapPinIcon aria-hidden="true" className="h-4 w-4" />
              {content.location}
            </span>
            <span>{content.credit}</span>
          </figcaption>
        </figure>
      </div>
    </header>
  );
}
