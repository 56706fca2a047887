// Only the URLs are bundled (not the SVGs), so each flag is fetched when its <img> scrolls into view;
// the booking page and the staff app's meeting details share the same emitted files.
const urls = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The URL of a country's 3:2 SVG flag by its two-letter code. */
export function flagUrl(code: string): string | undefined {
  return urls[`/node_modules/country-flag-icons/3x2/${code}.svg`];
}
