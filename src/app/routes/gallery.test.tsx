import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { galleryEvents } from '@/content/gallery-events';
import { renderRoute } from '@/testing/render-route';

describe('gallery page', () => {
  it('shows 6 event cards with picture, Events tag, location, date and a View Gallery link', async () => {
    renderRoute('/gallery');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    cards.forEach((card, i) => {
      expect(within(card).getByRole('img')).toHaveAttribute('alt', galleryEvents[i].alt);
      expect(card).toHaveTextContent('Events');
      expect(card).toHaveTextContent(galleryEvents[i].location);
      expect(within(card).getByRole('link', { name: /View Gallery/ })).toHaveAttribute('href', '/singlegallery');
    });
    // The same date format as the marketplace's event gallery (/gallerys): with the weekday.
    expect(cards[0]).toHaveTextContent('Saturday, 19 August 2017');
  });
});
