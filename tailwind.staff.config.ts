import type { Config } from 'tailwindcss';
import site from './tailwind.config';

/** The back office's stylesheet: the site's theme, with its own screens and the shared parts they use. */
export default {
  ...site,
  content: ['./src/**/*.{ts,tsx}'],
} satisfies Config;
