import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';

describe('vision, mission, goals and objectives page', () => {
  it('has the headline, four tiles, four blocks and the goal and objective lists', async () => {
    renderRoute('/vmgo');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Vision, Mission, Goals and Objectives' },
      { timeout: 10_000 },
    );
    for (const tile of ['Vision', 'Mission', 'Goals', 'Objectives'])
      expect(screen.getByRole('heading', { level: 3, name: tile })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const goals = within(screen.getByRole('article', { name: 'Our Goals' })).getAllByRole('listitem');
    expect(goals.map((li) => li.textContent?.split(':')[0])).toEqual([
      'Facilitate Connections',
      'Promote Transparency',
      'Empower Individuals',
      'Drive Innovation',
    ]);
    const objectives = within(screen.getByRole('article', { name: 'Our Objectives' })).getAllByRole('listitem');
    expect(objectives.map((li) => li.textContent?.split(':')[0])).toEqual([
      'Expand Reach',
      'Enhance User Experience',
      'Build Partnerships',
      'Promote Diversity and Inclusion',
      'Drive Customer Satisfaction',
    ]);
  });

  it("on the Nepali page the carousel's dots are named in Nepali, with Devanagari digits", async () => {
    // The Nepali texts are a chunk of their own: the page suspends until it has loaded.
    await act(async () => {
      renderRoute('/ne/vmgo');
    });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^तस्बिर/ }).map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'तस्बिर १ देखाउनुहोस्',
      'तस्बिर २ देखाउनुहोस्',
    ]);
  });
});
