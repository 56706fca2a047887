import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';

describe('inauguration gallery page', () => {
  it('shows 15 photos, each opening the lightbox', async () => {
    renderRoute('/singlegallery');
    await screen.findByRole('heading', { level: 1, name: 'Inauguration Ceremony' }, { timeout: 10_000 });
    expect(screen.getAllByRole('button', { name: /^Open photo \d+ of 15/ })).toHaveLength(15);
  });
});
