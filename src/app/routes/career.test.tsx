import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CareerPageData, PublicCareerOpening } from '@schemas/career-opening';
import { AppRoutes } from '@/app/app-routes';
import { PageDataContext } from '@/app/page-data';
import { careerOpenings as en } from '@/content/career-openings';
import { careerOpenings as ne } from '@/content/ne/career-openings';

// Issue 48, the careers path: /career says what openings there are, above the form that stays.

const opening = (id: string, overrides: Partial<PublicCareerOpening> = {}): PublicCareerOpening => ({
  id,
  title: id,
  description: '',
  lang: 'en',
  type: 'Full Time',
  location: 'Biratnagar',
  closesOn: null,
  ...overrides,
});

async function show(path: string, career?: CareerPageData) {
  await act(async () => {
    render(
      <PageDataContext value={career ? { career } : {}}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </PageDataContext>,
    );
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}
const openingsRegion = (name: string) => screen.getByRole('region', { name });
const form = (name: RegExp) => screen.findByRole('form', { name }, { timeout: 10_000 });

describe('/career’s openings', { timeout: 20_000 }, () => {
  it('lists each opening with its type, place and closing date, each under its own anchor, above the form', async () => {
    await show('/career', {
      openings: [
        opening('a1', {
          title: 'Field agent',
          description: 'Sign up shops.',
          type: 'Agent',
          closesOn: '2026-12-15',
        }),
        opening('b2', { title: 'Web intern', type: 'Internship', location: 'Itahari' }),
      ],
    });
    const region = openingsRegion(en.title);
    const items = within(region).getAllByRole('article');
    expect(items.map((item) => item.closest('li')?.id)).toEqual(['opening-a1', 'opening-b2']);
    expect(items[0]).toHaveTextContent('Field agentSign up shops.TypeAgentLocationBiratnagarCloses on15 December 2026');
    expect(items[1]).toHaveTextContent('Web internTypeInternshipLocationItahari');
    expect(items[1]).not.toHaveTextContent(en.closesOn);
    expect(region).toHaveTextContent(en.intro);
    expect(region).not.toHaveTextContent(en.none);
    const applications = await form(/application/i);
    // The openings come before the form in the page.
    expect(region.compareDocumentPosition(applications) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on /ne/career: Nepali labels and type, the closing date in Devanagari digits, an English-only title marked English', async () => {
    await show('/ne/career', {
      openings: [
        opening('a1', { title: 'फिल्ड एजेन्ट', lang: 'ne', type: 'Agent', closesOn: '2026-12-15' }),
        opening('b2', { title: 'Web intern', type: 'Internship' }),
      ],
    });
    const items = within(openingsRegion(ne.title)).getAllByRole('article');
    expect(items[0]).toHaveTextContent(
      'फिल्ड एजेन्टप्रकारएजेन्टस्थानBiratnagarआवेदनको अन्तिम मिति१५ डिसेम्बर २०२६ (वि.सं. २०८३ मंसिर २९)',
    );
    expect(items[0].querySelector('h3')).not.toHaveAttribute('lang');
    expect(items[1].querySelector('h3')).toHaveAttribute('lang', 'en');
    expect(items[1]).toHaveTextContent('इन्टर्नसिप');
  });

  it('says plainly that nothing is open and applications are still welcome, in both languages, and keeps the form', async () => {
    await show('/career', { openings: [] });
    expect(openingsRegion(en.title)).toHaveTextContent(en.none);
    expect(screen.queryAllByRole('article')).toEqual([]);
    await form(/application/i);
  });

  it('says it on /ne/career too', async () => {
    await show('/ne/career', { openings: [] });
    expect(openingsRegion(ne.title)).toHaveTextContent('अहिले कुनै पद खुला छैन। तैपनि हामी आवेदनको स्वागत गर्छौं');
  });

  it('claims nothing in a static build, which cannot know the openings', async () => {
    await show('/career');
    expect(screen.queryByRole('region', { name: en.title })).toBeNull();
  });
});
