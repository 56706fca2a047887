import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { renderRoute } from '@/testing/render-route';

describe('contact page', () => {
  it('links the phone, e-mail and address and embeds a lazy map of Biratnagar', async () => {
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    expect(within(main).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(main).toHaveTextContent('Biratnagar');
    const map = screen.getByTitle(/Map of Biratnagar/);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(screen.getByRole('link', { name: 'Open the map in OpenStreetMap' })).toHaveAttribute('href', expect.stringContaining('openstreetmap.org'));
  });
});
