import { brandPalette } from '@schemas/brand-palette';
import { site } from '@/config/site';
import { cn } from '@/lib/cn';

const { brand, accent, white } = brandPalette;

/** The logo mark (a bridge over a rising sun) with the company name (`nameClassName` styles the name). */
export function Logo({ inverted = false, nameClassName }: { inverted?: boolean; nameClassName?: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="10" fill={inverted ? white : brand[700]} />
        <circle cx="20" cy="23" r="7" fill={accent[500]} />
        <path
          d="M5 27c5-10 25-10 30 0"
          fill="none"
          stroke={inverted ? brand[700] : white}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M5 30h30M11 30v-5M20 30v-8M29 30v-5"
          stroke={inverted ? brand[700] : white}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      {/* The brand name is written in Latin letters on every page, so it keeps its English lang and spacing. */}
      <span lang="en" translate="no" className={cn('flex flex-col leading-none', nameClassName)}>
        <span className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-ink'}`}>
          {site.shortName}
        </span>{' '}
        <span
          className={`text-[0.7rem] font-semibold uppercase tracking-[0.2em] ${inverted ? 'text-accent-300' : 'text-accent-600'}`}
        >
          Nepal
        </span>
      </span>
    </span>
  );
}
