import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { renderRoute } from '@/testing/render-route';

describe('contact page', () => {
  it('links the phone, e-mail and address and loads the map of Biratnagar only when asked', async () => {
    const user = userEvent.setup();
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    expect(within(main).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(main).toHaveTextContent('Biratnagar');
    expect(screen.queryByTitle(/Map of Biratnagar/)).toBeNull();
    expect(screen.getByRole('img', { name: 'Map of central Biratnagar with our office marked' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show interactive map' }));
    const map = screen.getByTitle(/Map of Biratnagar/);
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(screen.getByRole('link', { name: 'Open the map in OpenStreetMap' })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org'),
    );
  });
});
