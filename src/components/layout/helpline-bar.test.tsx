import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setFactsSource, site } from '@/config/site';
import { defaultCompanyFacts } from '@schemas/company';
import { setViewportWidth } from '@/testing/viewport';
import { HelplineBar } from './helpline-bar';

describe('HelplineBar', () => {
  it.each([
    [767, false],
    [768, true],
    [1024, true],
  ])('at %ipx wide is shown: %s', (width, shown) => {
    setViewportWidth(width);
    render(<HelplineBar />);
    expect(screen.queryByRole('link', { name: 'Call Now' }) !== null).toBe(shown);
  });

  it('hides when the window narrows below 768px and returns when it widens', () => {
    setViewportWidth(1024);
    render(<HelplineBar />);
    act(() => setViewportWidth(700));
    expect(screen.queryByRole('link', { name: 'Call Now' })).toBeNull();
    act(() => setViewportWidth(900));
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', site.helpline!.href);
  });

  it('is not there at all when the company has no helpline', () => {
    setViewportWidth(1280);
    setFactsSource(() => ({ ...defaultCompanyFacts, helpline: '' }));
    try {
      const { container } = render(<HelplineBar />);
      expect(container).toBeEmptyDOMElement();
    } finally {
      setFactsSource(() => undefined);
    }
  });

  it('stays closed for the rest of the page load once dismissed', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    render(<HelplineBar />);
    await user.click(screen.getByRole('button', { name: 'Close helpline bar' }));
    expect(screen.queryByRole('complementary', { name: 'Helpline' })).toBeNull();
    act(() => setViewportWidth(1200));
    expect(screen.queryByRole('complementary', { name: 'Helpline' })).toBeNull();
  });
});
