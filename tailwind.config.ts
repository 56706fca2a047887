import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
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
        brand: {
          50: '#eef5ff',
          100: '#d9e8ff',
          200: '#bcd6ff',
          300: '#8ebcff',
          400: '#5996fd',
          500: '#3372f8',
          600: '#1d54ed',
          700: '#1541d9',
          800: '#1836af',
          900: '#1a3489',
          950: '#152254',
        },
        accent: {
          50: '#fff8eb',
          100: '#feeac7',
          200: '#fdd28a',
          300: '#fcb44d',
          400: '#fb9824',
          500: '#f5750b',
          // 600 and darker carry white text and small orange text at WCAG AA (4.5:1 or more).
          600: '#c2410c',
          700: '#9a3412',
          800: '#7c2d12',
          900: '#67260f',
        },
        ink: {
          DEFAULT: '#0f172a',
          muted: '#475569',
          soft: '#64748b',
        },
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
