import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { renderRoute } from '@/testing/render-route';

async function sectionTitles(path: string) {
  renderRoute(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  const toc = screen.getByRole('navigation', { name: 'Sections' });
  const links = within(toc).getAllByRole('link');
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target?.tagName).toBe('SECTION');
  }
  const headings = screen.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\. /.test(h.textContent ?? ''));
  expect(links.map((l) => l.textContent)).toEqual(headings.map((h) => h.textContent));
  return headings.map((h) => h.textContent);
}

describe('legal pages', () => {
  it('/terms: 11 numbered sections, the one-year claim window, ending with address, e-mail and phone', async () => {
    expect(await sectionTitles('/terms')).toEqual([
      '1. Introduction',
      '2. Intellectual Property Rights',
      '3. User Accounts',
      '4. Restrictions',
      '5. Termination of Service',
      '6. Limitation of Liability',
      '7. Warranties',
      '8. Governing Law & Jurisdiction',
      '9. Indemnification',
      '10. Modifications to the Terms',
      '11. Contact Information',
    ]);
    expect(screen.getByRole('main')).toHaveTextContent('within one (1) year');
    const contact = screen.getByRole('region', { name: '11. Contact Information' });
    for (const fact of [site.address.city, site.email, site.phone.display]) expect(contact).toHaveTextContent(fact);
  });

  it('/privacy: 10 numbered sections, children under 13 not targeted', async () => {
    expect(await sectionTitles('/privacy')).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Sharing',
      '4. Data Security',
      '5. Your Rights',
      '6. Cookies and Tracking',
      '7. Third-Party Links',
      '8. Children’s Privacy',
      '9. Changes',
      '10. Contact Us',
    ]);
    expect(screen.getByRole('region', { name: '8. Children’s Privacy' })).toHaveTextContent(
      'not directed at children under 13',
    );
  });
});
