import type { Config } from 'tailwindcss';
import { brandPalette } from './schemas/brand-palette';

export default {
  // The site's own folders: the back office's screens (src/staff) have their own stylesheet and
  // config (tailwind.staff.config.ts), so their classes do not weigh on every visitor's page.
  content: [
    './index.html',
    './src/*.{ts,tsx}',
    './src/{app,components,config,content,features,i18n,islands,lib,styles}/**/*.{ts,tsx}',
  ],
  theme: {
    // md is the spec's 768px rule: the helpline bar shows from 768px, the nav links from 769px.
    screens: {
      sm: '640px',
      md: '768px',
      nav: '769px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1440px',
    },
    extend: {
      colors: {
        brand: brandPalette.brand,
        accent: brandPalette.accent,
        ink: brandPalette.ink,
        whatsapp: brandPalette.whatsapp,
      },
      // No generic `sans-serif` at the end: Chromium resolves a generic family for every font size
      // and weight on the page even when Inter draws all of it, and on Linux each is a synchronous
      // call to the browser process (9 on /gallerys, 15-25 ms of the first layout). `system-ui`
      // costs nothing until a character needs it, and it is the platform's sans-serif face.
      fontFamily: {
        sans: ['Inter Variable', 'Inter Fallback', 'Noto Sans Devanagari', 'system-ui'],
        devanagari: ['Noto Sans Devanagari', 'Inter Variable', 'system-ui'],
      },
      maxWidth: {
        content: '76rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px -12px rgb(15 23 42 / 0.18)',
        lift: '0 2px 4px rgb(15 23 42 / 0.06), 0 18px 40px -16px rgb(21 65 217 / 0.35)',
      },
      keyframes: {
        'fade-up': {
          from: { opacity: '0', transform: 'translateY(12px)' },
          to: { opacity: '1', transform: 'none' },
        },
      },
      animation: {
        'fade-up': 'fade-up 400ms ease-out both',
      },
    },
  },
  plugins: [],
} satisfies Config;
