import type { Page } from 'playwright-core';

/**
 * The controls `npm run bench:first-tap` taps, by route. Selectors name no text, so the same entry
 * serves the Nepali twin. `putBack` undoes the tap before the loaded tap: Escape, the same tap
 * again, a blur, a tap on another control, or nothing (the tap cannot be undone: no loaded figure).
 * The browser test tests/e2e/first-tap.test.ts taps the same controls.
 */
export interface TapControl {
  name: string;
  tap: string;
  putBack: 'escape' | 'again' | 'blur' | 'none' | { tap: string };
  /** After the load, what the visitor did before the control is there or chosen (a booking sent, a day picked). */
  prepare?: (page: Page) => Promise<void>;
  /** The tap leaves the page (a link, a form, a download): it answers when its navigation starts. */
  navigates?: true;
}

const island = (name: string, selector: string) => `[data-island="${name}"] ${selector}`;

// The support popup's tab is not on a phone (one floating action there: the chat button), so it is
// not among a phone's first taps; tests/e2e/shell.test.ts opens it from the keyboard at 1280.
const everyPage: TapControl[] = [
  // A popover in plain HTML (src/components/layout/navbar.tsx): no island.
  { name: 'menu', tap: 'button[aria-controls="mobile-menu"]', putBack: 'escape' },
];

const byRoute: Record<string, TapControl[]> = {
  '/': [
    {
      name: 'tab (Reviews)',
      tap: island('home-sections', '[role=tab]:nth-child(2)'),
      putBack: { tap: island('home-sections', '[role=tab]:nth-child(1)') },
    },
    { name: 'country code list', tap: island('callback-request', 'button[id$="-Country-Code"]'), putBack: 'escape' },
    { name: 'first name field', tap: island('callback-request', 'input[id$="-First-Name"]'), putBack: 'blur' },
  ],
  // /blog is rendered by the gateway: on a phone its category strip is a <details> (it opens with no
  // script; its island only adds closing on a press outside and Escape); the search panel is a plain GET form.
  '/blog': [{ name: 'category toggle', tap: island('blog-category-toggle', 'summary'), putBack: 'again' }],
  '/testimonials': [
    {
      name: 'carousel dot 2',
      tap: island('testimonial-carousel', '.swiper-pagination-bullet:nth-child(2)'),
      putBack: { tap: island('testimonial-carousel', '.swiper-pagination-bullet:nth-child(1)') },
    },
    {
      name: 'carousel play',
      tap: island('testimonial-carousel', 'button:not(.swiper-pagination-bullet)'),
      putBack: 'again',
    },
  ],
  '/contact': [{ name: 'map', tap: island('map-embed', 'button'), putBack: 'none' }],
  '/book': [
    { name: 'country list', tap: island('book-meeting-form', 'input[role=combobox]'), putBack: 'escape' },
    { name: 'name field', tap: island('book-meeting-form', 'input[id$="-Name"]'), putBack: 'blur' },
  ],
  '/vmgo': [
    { name: 'carousel next', tap: island('fade-carousel', '.swiper + button + button'), putBack: 'none' },
    {
      name: 'carousel dot 2',
      tap: island('fade-carousel', '.swiper-pagination-bullet:nth-child(2)'),
      putBack: { tap: island('fade-carousel', '.swiper-pagination-bullet:nth-child(1)') },
    },
  ],
  '/career': [{ name: 'city list', tap: island('career-application-form', 'button[id$="-City"]'), putBack: 'escape' }],
  '/video': [
    {
      name: 'playlist item 2',
      tap: island('video-library', 'ol li:nth-child(2) button'),
      putBack: { tap: island('video-library', 'ol li:nth-child(1) button') },
    },
    { name: 'video poster', tap: island('video-library', 'button:not(ol button)'), putBack: 'none' },
  ],
  // An album photo is a link to its file (no JavaScript) acting as a button (the lightbox).
  '/singlegallery': [{ name: 'lightbox', tap: island('photo-gallery', '[role="button"]'), putBack: 'escape' }],
};

/** The controls of one route; the short run takes three telling ones on three routes. */
export function tapControls(path: string, short: boolean): TapControl[] {
  if (short) {
    const sample: Record<string, string> = { '/': 'menu', '/book': 'country list', '/career': 'city list' };
    return [...everyPage, ...(byRoute[path] ?? [])].filter((control) => control.name === sample[path]);
  }
  return [...everyPage, ...(byRoute[path] ?? [])];
}

/** What a control's page shows, reduced to what a tap can change (see `stateOf`). */
export type State = string;

/** In the page: the state a tap on `selector` can change, as one string. */
export function stateOf(selector: string): State {
  const target = document.querySelector(selector);
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
  };
  // An option counts where it can be seen, inside the box its list scrolls in: a list drawn in full
  // before its code and one drawn by the rows in view (and a few either side, out of view) then show
  // the same. That box is the list itself, or (a windowed list) the element around it.
  const inView = (element: Element) => {
    const list = element.parentElement?.closest('[role=listbox]');
    if (!list) return true;
    let scroller: Element = list;
    while (getComputedStyle(scroller).overflowY === 'visible' && scroller.parentElement)
      scroller = scroller.parentElement;
    const box = element.getBoundingClientRect();
    const frame = scroller.getBoundingClientRect();
    return box.bottom > frame.top && box.top < frame.bottom;
  };
  const layers = [
    ...document.querySelectorAll('[role=dialog],dialog,[role=listbox],[role=menu],[role=option],#mobile-menu'),
  ]
    .filter((element) => visible(element) && inView(element))
    // A native dialog is a dialog as the lightbox's role="dialog" is: one kind of layer.
    .map((element) => element.getAttribute('role') ?? (element.localName === 'dialog' ? 'dialog' : element.id));
  const island = target?.closest('[data-island]') ?? target;
  // A form's control answers for itself: the form's other widgets (the slot picker's times) draw on
  // their own time, between a first and a later tap.
  const scope = island?.querySelector('form') ? target : island;
  const marks = [...(scope?.querySelectorAll('[aria-expanded],[aria-selected],[aria-pressed],[aria-current]') ?? [])]
    .concat(scope ? [scope] : [])
    .map((element) =>
      ['aria-expanded', 'aria-selected', 'aria-pressed', 'aria-current']
        .map((name) => element.getAttribute(name))
        .join(),
    );
  const opened = [...(island?.querySelectorAll('details') ?? [])].map((details) => details.open);
  const active = [...(island?.querySelectorAll('.swiper-pagination-bullet-active') ?? [])].map((bullet) =>
    [...bullet.parentElement!.children].indexOf(bullet),
  );
  const media = document.querySelectorAll('iframe, video').length;
  const focused = document.activeElement === target && target?.matches('input:not([role=combobox]), textarea');
  return JSON.stringify({ layers, marks, opened, active, media, focused, label: target?.getAttribute('aria-label') });
}
