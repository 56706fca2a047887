import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { teamHandler, teamRecords } from '@/testing/handlers/team';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';

/** Ram has every Nepali field; Sita only her name in Nepali; Gita none. */
const records = teamRecords.map((record) =>
  record.fields.Name === 'Ram Thapa'
    ? {
        ...record,
        fields: {
          ...record.fields,
          NameNe: 'राम थापा',
          RoleNe: 'संस्थापक तथा प्रमुख कार्यकारी अधिकृत',
          AboutNe: 'रामले २०१८ मा संस्था स्थापना गर्नुभयो।\nउहाँ परामर्श कामको नेतृत्व गर्नुहुन्छ।',
        },
      }
    : record.fields.Name === 'Sita Sharma'
      ? { ...record, fields: { ...record.fields, NameNe: 'सीता शर्मा', RoleNe: '  ' } }
      : record,
);

describe('/ne/team in Nepali', () => {
  it(
    'shows the Nepali name, role and about, and the English one marked lang="en" only where a field is empty',
    { timeout: 20_000 },
    async () => {
      server.use(teamHandler({ records }).handler);
      // The Nepali texts are a chunk of their own: the page suspends until it has loaded.
      await act(async () => {
        renderRoute('/ne/team');
      });
      const featured = await screen.findByRole('article', { name: 'राम थापा' }, { timeout: 10_000 });
      expect(within(featured).getByRole('heading', { name: 'राम थापा' })).not.toHaveAttribute('lang');
      expect(within(featured).getByText('संस्थापक तथा प्रमुख कार्यकारी अधिकृत')).not.toHaveAttribute('lang');
      const about = within(featured).getByText('रामले २०१८ मा संस्था स्थापना गर्नुभयो।');
      expect(about.tagName).toBe('P');
      expect(about.closest('[lang]')?.getAttribute('lang')).not.toBe('en');
      expect(within(featured).queryByText('Ram founded the company in 2018.')).not.toBeInTheDocument();
      expect(within(featured).getByRole('img')).toHaveAccessibleName(expect.stringContaining('राम थापा'));

      const grid = screen.getByRole('list', { name: 'टोलीका सदस्यहरू' });
      const sita = within(grid).getByRole('heading', { name: 'सीता शर्मा' });
      expect(sita).not.toHaveAttribute('lang');
      // A blank Nepali role is empty: the English one, marked as English.
      expect(within(grid).getByText('Lead Developer')).toHaveAttribute('lang', 'en');
      expect(within(grid).getByRole('heading', { name: 'Gita Rai' })).toHaveAttribute('lang', 'en');
      expect(within(grid).getByText('Designer')).toHaveAttribute('lang', 'en');
    },
  );

  it('leaves the English page in English, whatever the Nepali fields hold', { timeout: 20_000 }, async () => {
    server.use(teamHandler({ records }).handler);
    renderRoute('/team');
    const featured = await screen.findByRole('article', { name: 'Ram Thapa' }, { timeout: 10_000 });
    expect(within(featured).getByText('Founder & CEO')).not.toHaveAttribute('lang');
    expect(within(featured).queryByText('राम थापा')).not.toBeInTheDocument();
  });
});
