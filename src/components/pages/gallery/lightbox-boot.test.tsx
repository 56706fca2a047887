import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inaugurationPhotos as photos } from '@/content/inauguration-photos';
import { lightboxBoot } from './lightbox-boot';
import { PhotoGallery } from './photo-gallery';

describe('the album before its code arrives', () => {
  beforeAll(() => lightboxBoot());
  afterEach(() => document.body.replaceChildren());

  it('opens the tapped photo in its own dialog, moves with the arrows; hydrated, the lightbox takes over the photo shown, and each one tapped later', async () => {
    const user = userEvent.setup();
    const island = document.createElement('div');
    island.setAttribute('data-island', 'photo-gallery');
    island.innerHTML = renderToString(<PhotoGallery photos={photos} />);
    document.body.append(island);
    const early = island.querySelector('dialog')!;
    const photo = early.querySelector('img')!;
    expect(early.open).toBe(false);

    await user.click(screen.getAllByRole('button', { name: /^Open photo/ })[2]);
    expect(early.open).toBe(true);
    expect(photo).toHaveAttribute('alt', photos[2].alt);
    expect(photo).toHaveAttribute('src', photos[2].src);
    await user.keyboard('{ArrowRight}');
    expect(photo).toHaveAttribute('alt', photos[3].alt);
    await user.click(early.querySelector('[data-step="-1"]')!);
    await user.click(early.querySelector('[data-step="-1"]')!);
    await user.click(early.querySelector('[data-step="-1"]')!);
    expect(photo).toHaveAttribute('alt', photos[0].alt);
    // Round the album: before the first comes the last.
    await user.keyboard('{ArrowLeft}');
    expect(photo).toHaveAttribute('alt', photos.at(-1)!.alt);
    await user.keyboard('{ArrowRight}{ArrowRight}');

    const failures: unknown[] = [];
    island.setAttribute('data-hydrating', '');
    const root = await act(async () =>
      hydrateRoot(island, <PhotoGallery photos={photos} />, { onRecoverableError: (error) => failures.push(error) }),
    );
    expect(failures).toEqual([]);
    expect(early.open).toBe(false);
    await waitFor(() =>
      expect(document.querySelector('.yarl__slide_current img')).toHaveAttribute('alt', photos[1].alt),
    );

    // Hydrated, a tap still opens the photo in the dialog first; the lightbox takes it over, with the focus.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.yarl__root')).toBeNull());
    const opened: boolean[] = [];
    early.addEventListener('lightbox-open', () => opened.push(early.open));
    await user.click(screen.getAllByRole('button', { name: /^Open photo/ })[4]);
    expect(opened).toEqual([true]);
    await waitFor(() =>
      expect(document.querySelector('.yarl__slide_current img')).toHaveAttribute('alt', photos[4].alt),
    );
    expect(early.open).toBe(false);
    await waitFor(() =>
      expect(document.querySelector('.yarl__root')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.yarl__root')).toBeNull());
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: /^Open photo/ })[4]);
    act(() => root.unmount());
  }, 20_000);
});
