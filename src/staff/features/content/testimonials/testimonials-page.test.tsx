import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TestimonialView } from '@schemas/testimonial';
import { server } from '@/testing/msw-server';
import TestimonialsPage from './testimonials-page';

const api = (path: string) => `*/staff/api${path}`;
const testimonial = (id: string, name: string, sample: boolean): TestimonialView => ({
  id,
  quote: `${name} found a university.`,
  quoteNe: '',
  name,
  nameNe: '',
  role: 'Student',
  roleNe: '',
  rating: 5,
  photo: null,
  carousel: null,
  sample,
  updatedAt: '',
});

describe('the testimonials page', () => {
  it('asks in the shared dialog before deleting the samples or one testimonial, and sends nothing when kept', async () => {
    const user = userEvent.setup();
    let items = [
      testimonial('s1', 'Sample One', true),
      testimonial('s2', 'Sample Two', true),
      testimonial('m1', 'Mina', false),
    ];
    const sent: string[] = [];
    server.use(
      http.get(api('/content/testimonials'), () => HttpResponse.json({ items })),
      http.post(api('/content/testimonials/delete-samples'), () => {
        sent.push('POST delete-samples');
        const deleted = items.filter((item) => item.sample).length;
        items = items.filter((item) => !item.sample);
        return HttpResponse.json({ deleted });
      }),
      http.delete(api('/content/testimonials/:id'), ({ params }) => {
        sent.push(`DELETE ${String(params.id)}`);
        items = items.filter((item) => item.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TestimonialsPage />
      </QueryClientProvider>,
    );

    expect(
      await screen.findByText('2 sample testimonials shipped with the site are public until you delete them.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete sample testimonials' }));
    let ask = screen.getByRole('dialog', { name: 'Delete the 2 sample testimonials?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep them' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete sample testimonials' }));
    ask = screen.getByRole('dialog', { name: 'Delete the 2 sample testimonials?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete sample testimonials' }));
    // The message outlives the list's reload; the bar goes with the samples.
    expect(await screen.findByText('Deleted 2 sample testimonials.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sample One')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete sample testimonials' })).toBeNull();
    expect(sent).toEqual(['POST delete-samples']);

    await user.click(screen.getByRole('button', { name: 'Delete Mina' }));
    ask = screen.getByRole('dialog', { name: 'Delete the testimonial of Mina?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual(['POST delete-samples']);
    await user.click(screen.getByRole('button', { name: 'Delete Mina' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete testimonial' }));
    await waitFor(() => expect(screen.queryByText('Mina')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual(['POST delete-samples', 'DELETE m1']);
  });
});
