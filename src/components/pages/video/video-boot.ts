/**
 * The video library's few lines of script, inlined after the boot script on a page that has it
 * (`data-early-video`, scripts/prerender.mjs), so the poster and the playlist answer the first tap
 * before the island's code has arrived on a slow phone, as the component (./video-library.tsx) does:
 * the poster gives way to the player (the page's own `<video>`, or a YouTube video's frame), which
 * takes the focus and plays; a playlist entry that is a file becomes the current one and plays. A
 * YouTube entry of the list (its facade needs the component) is left to the boot script, which
 * presses it again once the island has hydrated, as is a press on the entry already playing. The figure keeps the entry and whether it plays
 * (`data-current`, `data-chosen`), which the component reads as it hydrates; the player is made
 * as the component makes it, so it is taken over as it is. An answered press is marked
 * (`preventDefault`), so the boot script does not press it again. Like pageBoot, it uses nothing
 * from outside its body.
 */
export function videoBoot() {
  type Play = { w: number; h: number; youtube?: string; sources?: [string, string][] };
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const library = button?.closest('[data-island]');
      const figure = library?.querySelector<HTMLElement>('[data-early-video]');
      if (!button || !library || !figure || library.matches('[data-hydrating],[data-hydrated]')) return;
      const entries = [...library.querySelectorAll<HTMLElement>('ol button')];
      const now = entries.find((entry) => entry.getAttribute('aria-current') === 'true')!;
      const fromPoster = figure.contains(button);
      const entry = fromPoster ? now : entries.includes(button) ? button : null;
      if (!entry) return;
      const play: Play = JSON.parse(entry.dataset.play!);
      // From the list: a YouTube entry waits for the island; the current entry, once playing, changes nothing.
      if (!fromPoster && (play.youtube || (entry === now && figure.hasAttribute('data-chosen')))) return;
      event.preventDefault();

      const player = document.createElement(play.youtube ? 'iframe' : 'video');
      player.className = figure.dataset.box!;
      player.setAttribute('width', String(play.w));
      player.setAttribute('height', String(play.h));
      const [title, other] = entry.querySelectorAll<HTMLElement>('span[lang]');
      if (player instanceof HTMLIFrameElement) {
        player.classList.add('border-0');
        player.src = play.youtube!;
        player.title = title.textContent!;
        player.lang = title.lang;
        player.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
        player.setAttribute('allowfullscreen', '');
        player.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      } else {
        player.controls = true;
        for (const [src, type] of play.sources!) {
          const source = player.appendChild(document.createElement('source'));
          source.src = src;
          source.type = type;
        }
      }
      figure.firstElementChild!.replaceWith(player);
      figure.querySelector('[data-youtube-note]')?.remove();

      if (entry !== now) {
        // The entries' looks swap with their places: only the current one's colours differ.
        [now.className, entry.className] = [entry.className, now.className];
        now.removeAttribute('aria-current');
        entry.setAttribute('aria-current', 'true');
        const heading = figure.querySelector('h2')!;
        heading.textContent = title.textContent;
        heading.lang = title.lang;
        const otherTitle = heading.nextElementSibling as HTMLElement | null;
        if (other && otherTitle) {
          otherTitle.textContent = other.textContent;
          otherTitle.lang = other.lang;
        } else otherTitle?.remove();
      }
      if (fromPoster) player.focus();
      figure.dataset.current = String(entries.indexOf(entry));
      figure.setAttribute('data-chosen', '');
      if (player instanceof HTMLVideoElement) player.play().catch(() => undefined);
    },
    true,
  );
}
