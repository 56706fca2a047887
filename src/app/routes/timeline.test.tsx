import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { timelinePage } from '@/content/timeline';
import { renderRoute } from '@/testing/render-route';

describe('timeline page', () => {
  it('lists the 8 milestones newest first, each with date, title and description', async () => {
    renderRoute('/timeline');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const items = within(screen.getByRole('list', { name: timelinePage.listLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    // One style: every month by its whole name, with its year.
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([
      'May 2024',
      'March 2024',
      'February 2023',
      'December 2021',
      'March 2021',
      'September 2019',
      'April 2018',
      'June 2018',
    ]);
    expect(items[1]).toHaveTextContent('USD 125,000');
    for (const item of items) expect(within(item).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
