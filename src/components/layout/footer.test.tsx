import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTable } from '@/app/route-table';
import { bookLink, footerNav, mainNav } from '@/config/navigation';
import { setFactsSource, site } from '@/config/site';
import { defaultCompanyFacts } from '@schemas/company';
import { Footer } from './footer';

const renderFooter = () =>
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );

describe('Footer', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the copyright line with the current year, the company name and All Rights Reserved', () => {
    vi.useFakeTimers({ now: new Date('2031-03-01T10:00:00Z') });
    renderFooter();
    expect(screen.getByText(`© 2031 ${site.name}. All Rights Reserved.`)).toBeInTheDocument();
  });

  it('groups Useful Links and Other Resources with the spec routes', () => {
    renderFooter();
    const hrefs = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs('Useful Links')).toEqual([
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    expect(hrefs('Other Resources')).toEqual([
      ['Services', '/services'],
      ['Testimonials', '/testimonials'],
      ['Terms & Conditions', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]);
  });

  it('adds a Company column with Careers and a column for the marketplace brand', () => {
    renderFooter();
    const hrefs = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs('Company')).toEqual([
      ['Careers', '/career'],
      ['Vision and mission', '/vmgo'],
      ['Our story', '/timeline'],
      ['Events', '/gallerys'],
      ['Gallery', '/gallery'],
      ['Videos', '/video'],
    ]);
    expect(hrefs(site.marketplace)).toEqual([
      [`About ${site.marketplace}`, '/aboutpage'],
      ['How it works', '/works'],
      ['Features', '/feature'],
    ]);
  });

  it('leaves no page unreachable: every route but the single article and album pages is in the nav or footer', () => {
    const linked = new Set<string>([...mainNav, bookLink, ...footerNav.flatMap((group) => group.links)]);
    const detailPages = ['/blogsingle', '/singlegallery']; // reached from the blog and the event gallery
    expect(
      routeTable.map((route) => route.path).filter((path) => !linked.has(path) && !detailPages.includes(path)),
    ).toEqual([]);
  });

  it('links only the profiles the company has, in the order people look for them, WhatsApp always last', () => {
    setFactsSource(() => ({
      ...defaultCompanyFacts,
      facebook: 'https://www.facebook.com/digitalbridgenepal',
      youtube: 'https://www.youtube.com/@digitalbridgenepal',
      linkedin: '',
      x: '',
    }));
    try {
      renderFooter();
      const socials = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
      expect(socials.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
        ['Facebook (opens in a new tab)', 'https://www.facebook.com/digitalbridgenepal'],
        ['YouTube (opens in a new tab)', 'https://www.youtube.com/@digitalbridgenepal'],
        ['WhatsApp (opens in a new tab)', `https://wa.me/${defaultCompanyFacts.whatsapp}`],
      ]);
    } finally {
      setFactsSource(() => undefined);
    }
  });

  it('links the three social profiles in a new tab without leaking the opener', () => {
    renderFooter();
    const socials = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(socials).toHaveLength(3);
    for (const link of socials) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
  });
});
