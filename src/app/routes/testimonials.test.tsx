import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testimonialsPage } from '@/content/testimonials';
import { renderRoute } from '@/testing/render-route';

describe('testimonials page', () => {
  it('shows the 4-quote carousel and 6 rated cards', async () => {
    renderRoute('/testimonials');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const carousel = screen.getByRole('region', { name: testimonialsPage.carouselLabel });
    expect(within(carousel).getAllByRole('blockquote')).toHaveLength(4);
    const reviews = screen.getByRole('region', { name: testimonialsPage.grid.title });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(6);
    expect(within(reviews).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(6);
  });
});
