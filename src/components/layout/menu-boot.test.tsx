import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { setViewportWidth } from '@/testing/viewport';
import { menuBoot } from './menu-boot';

// jsdom has no popovers, as Safari 16 has none: the menu's script opens and closes it itself there.
// In Chromium the browser does (tests/e2e/shell.test.ts, first-tap.test.ts).
describe('the phone menu in a browser with no popovers', () => {
  it('opens and closes on its toggle, closes on choosing a link and on Escape, giving the focus back', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    renderRoute('/');
    // As on a page: the script runs after the markup it serves.
    expect(Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover')).toBe(false);
    menuBoot();
    const toggle = screen.getByRole('button', { expanded: false });
    const menu = document.getElementById('mobile-menu')!;
    expect(menu).not.toHaveClass('popover-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('popover-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('popover-open');

    await user.click(toggle);
    const team = within(menu).getByRole('link', { name: 'Team' });
    expect(team).toHaveAttribute('href', '/team');
    team.addEventListener('click', (event) => event.preventDefault());
    await user.click(team);
    expect(menu).not.toHaveClass('popover-open');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).not.toHaveClass('popover-open');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
