import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { setViewportWidth } from '@/testing/viewport';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('links Home, About, Services, Team, Testimonials and Contact, and a Book a Meeting button', async () => {
    renderRoute('/about');
    const links = within(mainNav()).getAllByRole('link');
    const labels = links.map((link) => link.textContent);
    for (const label of ['Home', 'About', 'Services', 'Team', 'Testimonials', 'Contact', 'Book a Meeting']) {
      expect(labels).toContain(label);
    }
    expect(within(mainNav()).getByRole('link', { name: 'Book a Meeting' })).toHaveAttribute('href', '/book');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('highlights only the current route with aria-current="page"', async () => {
    renderRoute('/services');
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Services']);
  });

  it('folds the links behind a toggle that opens, closes on choosing a link, and on Escape', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    renderRoute('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();

    // Choosing a link closes the menu; the link itself is a real navigation (a page of its own).
    const team = within(menu).getByRole('link', { name: 'Team' });
    expect(team).toHaveAttribute('href', '/team');
    team.addEventListener('click', (event) => event.preventDefault());
    await user.click(team);
    expect(menu).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menu).toBeVisible();
    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
