import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { services } from '@/content/services';
import { renderRoute } from '@/testing/render-route';

describe('services page', () => {
  it('shows 15 service blocks, each with title, description and described picture', async () => {
    renderRoute('/services');
    await screen.findByRole('heading', { level: 1, name: 'Services' }, { timeout: 10_000 });
    const blocks = screen.getAllByRole('article');
    expect(blocks).toHaveLength(15);
    blocks.forEach((block, i) => {
      expect(within(block).getByRole('heading', { level: 2 })).toHaveTextContent(services[i].title);
      expect(block).toHaveTextContent(services[i].description1);
      expect(within(block).getByRole('img')).toHaveAttribute('alt', services[i].imageAlt);
    });
  });
});
