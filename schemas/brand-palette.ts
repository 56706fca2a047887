/**
 * The brand's colours, the one copy: the site's Tailwind theme (and through it the stylesheets, the
 * logo and the generated art), the social-card image and the e-mails read them from here.
 */
export const brandPalette = {
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
  white: '#ffffff',
  /** The chat button's green: WhatsApp's own, which visitors recognise. */
  whatsapp: '#1f9d55',
};
