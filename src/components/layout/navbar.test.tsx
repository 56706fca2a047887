import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { setViewportWidth } from '@/testing/viewport';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('links Home, About, Services, Team, Testimonials, Careers and Contact, and a Book a Meeting button', async () => {
    renderRoute('/about');
    const links = within(mainNav()).getAllByRole('link');
    const labels = links.map((link) => link.textContent);
    for (const label of ['Home', 'About', 'Services', 'Team', 'Testimonials', 'Careers', 'Contact', 'Book a Meeting']) {
      expect(labels).toContain(label);
    }
    expect(within(mainNav()).getByRole('link', { name: 'Book a Meeting' })).toHaveAttribute('href', '/book');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(mainNav()).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/career');
  });

  it('links the careers page in Nepali on Nepali pages', async () => {
    // The Nepali texts are a chunk of their own: the page suspends until it has loaded.
    await act(async () => {
      renderRoute('/ne/about');
    });
    const nav = await screen.findByRole('navigation', { name: 'मुख्य' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'रोजगारी' })).toHaveAttribute('href', '/ne/career');
  });

  it('highlights only the current route with aria-current="page"', async () => {
    renderRoute('/services');
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Services']);
  });

  it('folds the links behind a toggle for a popover menu, which the browser opens before any code', async () => {
    setViewportWidth(375);
    renderRoute('/');
    const toggle = screen.getByRole('button', { name: /^Open menu/ }); // jsdom has no CSS: both names count
    expect(toggle).toHaveAttribute('popovertarget', 'mobile-menu');
    // The browser says whether a popover's toggle is expanded; the standard forbids aria-expanded beside it.
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    const menu = document.getElementById('mobile-menu')!;
    expect(menu).toHaveAttribute('popover', 'auto');
    // Its name says what a press does; CSS shows the one that fits data-open (./menu-boot.ts keeps it).
    expect([...toggle.querySelectorAll('.sr-only')].map((label) => label.textContent)).toEqual([
      'Open menu',
      'Close menu',
    ]);
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Home',
      'About',
      'Services',
      'Team',
      'Testimonials',
      'Careers',
      'Contact',
      'नेपाली',
      'Book a Meeting',
    ]);
  });
});
