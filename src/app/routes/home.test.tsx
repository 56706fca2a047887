import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { consultationCta } from '@/content/home';
import { renderRoute } from '@/testing/render-route';

describe('home page', () => {
  it('shows every section with the spec counts', async () => {
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(heading).toHaveTextContent(site.pitch);
    expect(heading).toHaveTextContent(site.tagline);

    for (const title of ['Data Analysis', 'Business Mapping', 'Data Banking']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    const industries = screen.getByRole('region', { name: 'Where we make the biggest difference' });
    expect(
      within(industries)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Health Care', 'Employment', 'Tourism']);
    expect(within(industries).getAllByRole('link', { name: /Learn More/ })).toHaveLength(3);

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Description', 'Reviews', 'Details']);
    const supporters = screen.getByRole('region', { name: 'Working together with' });
    expect(within(supporters).getAllByRole('img')).toHaveLength(6);

    const cta = screen.getByRole('region', { name: consultationCta.title });
    expect(within(cta).getByRole('link')).toHaveAttribute('href', '/book');

    for (const point of [
      'Innovative Solutions',
      'Expert Team',
      'Customer-Centric Approach',
      'Global Reach and Scalability',
    ]) {
      expect(screen.getByRole('heading', { name: point })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: site.tagline })).toBeInTheDocument();
  });
});
