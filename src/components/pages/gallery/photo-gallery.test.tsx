import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inaugurationPhotos } from '@/content/inauguration-photos';
import { PhotoGallery } from './photo-gallery';

const currentSlideAlt = () => {
  const current = document.querySelector('.yarl__slide_current img');
  return current?.getAttribute('alt');
};

describe('PhotoGallery', () => {
  it('opens the lightbox at the chosen photo, moves with buttons and arrows, closes with Escape', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={inaugurationPhotos} />);
    const openers = screen.getAllByRole('button', { name: /^Open photo/ });
    expect(openers).toHaveLength(15);

    await user.click(openers[2]);
    const lightbox = await screen.findByRole('dialog');
    expect(currentSlideAlt()).toBe(inaugurationPhotos[2].alt);
    for (const name of ['Previous', 'Next', 'Close', 'Hide thumbnails']) {
      expect(within(lightbox).getByRole('button', { name })).toBeInTheDocument();
    }

    await user.click(within(lightbox).getByRole('button', { name: 'Next' }));
    expect(currentSlideAlt()).toBe(inaugurationPhotos[3].alt);
    await user.keyboard('{ArrowRight}');
    expect(currentSlideAlt()).toBe(inaugurationPhotos[4].alt);
    await user.keyboard('{ArrowLeft}');
    // The lightbox spaces arrow presses out (a second within its throttle runs on a timer), so this
    // one may land a moment later; the button after it is not throttled.
    await waitFor(() => expect(currentSlideAlt()).toBe(inaugurationPhotos[3].alt));
    await user.click(within(lightbox).getByRole('button', { name: 'Previous' }));
    expect(currentSlideAlt()).toBe(inaugurationPhotos[2].alt);

    await user.click(within(lightbox).getByRole('button', { name: 'Hide thumbnails' }));
    expect(within(lightbox).getByRole('button', { name: 'Show thumbnails' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
