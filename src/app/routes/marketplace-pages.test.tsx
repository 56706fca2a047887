import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutMarketplacePage } from '@/content/about-marketplace';
import { founder } from '@/content/founder';
import { renderRoute } from '@/testing/render-route';

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

describe('marketplace pages', () => {
  it('/works: the How it works banner and the four steps in order', async () => {
    renderRoute('/works');
    expect(await h1()).toHaveTextContent('How it works');
    const steps = screen
      .getAllByRole('article')
      .map((step) => within(step).getByRole('heading', { level: 2 }).textContent);
    expect(steps).toEqual(['Search', 'Hire', 'Instruct', 'Pay']);
    expect(screen.getByRole('article', { name: 'Search' })).toHaveTextContent('location, industry or skill');
    expect(screen.getByRole('article', { name: 'Hire' })).toHaveTextContent('no intermediaries');
  });

  it('/feature: the nine named feature tiles', async () => {
    renderRoute('/feature');
    await h1();
    const tiles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(tiles).toEqual([
      'Lightweight App',
      'Open Platform',
      'Digital Profiling',
      'Verified Professionals',
      'WhatsApp Integrated',
      'Secured Payment',
      'Easy Registration',
      'Wide Network',
      'Fast Access',
    ]);
  });

  it('/aboutpage: who we are, four feature cards, six history milestones in a keyboard-scrollable row, founder links', async () => {
    renderRoute('/aboutpage');
    await h1();
    expect(screen.getByRole('region', { name: aboutMarketplacePage.whoWeAre.title })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: aboutMarketplacePage.features.title });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Experienced Team', 'Global Reach', 'Multiple Opportunities', 'AI and ML Integration']);
    const history = screen.getByRole('list', { name: aboutMarketplacePage.history.label });
    expect(history).toHaveAttribute('tabindex', '0');
    expect(within(history).getAllByRole('listitem')).toHaveLength(6);
    expect(history).toHaveTextContent('Jun 2018');
    expect(history).toHaveTextContent('May 2024');
    const profile = screen.getByRole('region', { name: founder.name });
    expect(within(profile).getAllByRole('link')).toHaveLength(3);
  });
});
