// The same flag files the booking page uses (Vite emits each once); only URLs are bundled.
// A twin of src/features/meeting-booking/flag-urls.ts, which the staff app may not import.
const urls = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The URL of a country's 3:2 SVG flag by its two-letter code. */
export const flagUrl = (code: string): string | undefined => urls[`/node_modules/country-flag-icons/3x2/${code}.svg`];
