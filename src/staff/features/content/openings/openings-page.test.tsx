import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CareerOpeningInput, CareerOpeningView } from '@schemas/career-opening';
import { server } from '@/testing/msw-server';
import OpeningsPage from './openings-page';

const api = (path: string) => `*/staff/api${path}`;
const opening = (id: string, title: string, overrides: Partial<CareerOpeningView> = {}): CareerOpeningView => ({
  id,
  title,
  titleNe: '',
  description: '',
  descriptionNe: '',
  type: 'Full Time',
  location: 'Biratnagar',
  closesOn: null,
  open: true,
  position: 0,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OpeningsPage />
    </QueryClientProvider>,
  );
}

// The first render loads the page's modules; the machine's cores are shared.
describe('the career openings page', { timeout: 20_000 }, () => {
  it('marks each opening open, closed or past its date, closes one at a press and orders them', async () => {
    const user = userEvent.setup();
    let items = [
      opening('a', 'Field agent'),
      opening('b', 'Night guard', { open: false }),
      opening('c', 'Old intern', { closesOn: '2020-01-31' }),
    ];
    const sent: string[] = [];
    server.use(
      http.get(api('/content/openings'), () => HttpResponse.json({ items })),
      http.put(api('/content/openings/order'), async ({ request }) => {
        const { ids } = (await request.json()) as { ids: string[] };
        sent.push(`order ${ids.join(',')}`);
        items = ids.map((id) => items.find((item) => item.id === id)!);
        return HttpResponse.json({ items });
      }),
      http.put(api('/content/openings/:id'), async ({ params, request }) => {
        const input = (await request.json()) as CareerOpeningInput;
        sent.push(`put ${String(params.id)} open=${input.open}`);
        items = items.map((item) => (item.id === params.id ? { ...item, ...input } : item));
        return HttpResponse.json(items.find((item) => item.id === params.id));
      }),
    );
    show();
    const list = await screen.findByRole('list', { name: 'Openings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.firstChild?.textContent),
    ).toEqual(['Open', 'Closed', 'Past its closing date']);
    await user.click(screen.getByRole('button', { name: 'Close Field agent' }));
    await screen.findByRole('button', { name: 'Open Field agent' });
    await user.click(screen.getByRole('button', { name: 'Move up Old intern' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Night guard'));
    expect(sent).toEqual(['put a open=false', 'order a,c,b']);
  });

  it('says what is wrong before sending, keeps what was typed, and shows the gateway’s refusal', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    server.use(
      http.get(api('/content/openings'), () => HttpResponse.json({ items: [] })),
      http.post(api('/content/openings'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          { error: { type: 'INVALID_REQUEST', message: 'closesOn: enter a date as YYYY-MM-DD, or leave it empty' } },
          { status: 422 },
        );
      }),
    );
    show();
    expect(await screen.findByText('No openings yet.')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'New opening' });
    await user.type(within(form).getByLabelText(/Title \(English\)/), 'Web intern');
    await user.click(within(form).getByRole('button', { name: 'Add opening' }));
    expect(within(form).getByText('Fix the fields marked below before saving.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Location/)).toHaveAccessibleDescription(/write it/);
    await waitFor(() => expect(within(form).getByLabelText(/^Location/)).toHaveFocus());
    expect(posted).toEqual([]);
    await user.type(within(form).getByLabelText(/^Location/), 'Itahari');
    await user.click(within(form).getByRole('button', { name: 'Add opening' }));
    expect(
      await within(form).findByText('closesOn: enter a date as YYYY-MM-DD, or leave it empty'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Title \(English\)/)).toHaveValue('Web intern');
    expect(posted).toEqual([
      {
        title: 'Web intern',
        titleNe: '',
        description: '',
        descriptionNe: '',
        type: 'Full Time',
        location: 'Itahari',
        closesOn: null,
        open: true,
      },
    ]);
  });
});
