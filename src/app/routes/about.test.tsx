import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutPage } from '@/content/about';
import { advisors } from '@/content/advisors';
import { renderRoute } from '@/testing/render-route';

describe('about page', () => {
  it('has the intro action, every section, four sectors and three advisors', async () => {
    renderRoute('/about');
    const header = (await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).closest('header')!;
    expect(within(header).getByRole('link', { name: 'Book a Meeting' })).toHaveAttribute('href', '/book');
    for (const title of [aboutPage.whoWeAre.title, aboutPage.whyChooseUs.title, aboutPage.caseStudy.title]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const mission = screen.getByRole('region', { name: aboutPage.mission.title });
    expect(
      within(mission)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Health Care', 'Tourism', 'Employment', 'Agriculture']);
    const board = screen.getByRole('region', { name: aboutPage.advisors.title });
    expect(within(board).getAllByRole('listitem')).toHaveLength(3);
    for (const advisor of advisors) expect(within(board).getByText(advisor.title)).toBeInTheDocument();
  });
});
