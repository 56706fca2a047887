import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeTable } from './route-table';

describe('AppRoutes', () => {
  it('has the 21 public routes of the spec', () => {
    expect(routeTable.map((route) => route.path)).toEqual([
      '/',
      '/about',
      '/blog',
      '/blogsingle',
      '/services',
      '/team',
      '/testimonials',
      '/contact',
      '/book',
      '/terms',
      '/privacy',
      '/gallery',
      '/works',
      '/vmgo',
      '/career',
      '/timeline',
      '/aboutpage',
      '/video',
      '/gallerys',
      '/singlegallery',
      '/feature',
    ]);
  });

  it('shows the fallback screen with a way home for an unknown path', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sets the document title from the route table', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Privacy Policy | Digital Bridge Nepal');
  });

  it('shows the fallback screen instead of a blank page when a page throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/broken">
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
