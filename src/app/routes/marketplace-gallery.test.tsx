import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';

describe('marketplace gallery page', () => {
  it('shows 11 event cards with weekday dates leading to the photo gallery', async () => {
    renderRoute('/gallerys');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(11);
    for (const card of cards) {
      expect(card.querySelector('time')?.textContent).toMatch(
        /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, \d{1,2} \w+ \d{4}$/,
      );
      expect(within(card).getByRole('link', { name: /View Gallery/ })).toHaveAttribute('href', '/singlegallery');
    }
  });
});
