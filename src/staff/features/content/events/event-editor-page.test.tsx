import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { EventInput, EventView } from '@schemas/gallery-event';
import type { MediaImage } from '@schemas/media-image';
import { server } from '@/testing/msw-server';
// Also makes jsdom's File readable by the request msw builds from the upload.
import '@/testing/handlers/uploads';
import EventEditorPage from './event-editor-page';

const api = (path: string) => `*/staff/api${path}`;
const media = (n: number): MediaImage => ({
  id: String(n).repeat(32),
  width: 1200,
  height: 800,
  widths: [400, 800, 1200],
  fallback: 'jpg',
});

function renderEditor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/content/events/new']}>
        <Routes>
          <Route path="/content/events/:id" element={<EventEditorPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the event editor', () => {
  it('says which fields need a fix, uploads many photos at once, reorders them by keyboard, saves and publishes exactly that', async () => {
    const user = userEvent.setup();
    const sent: { method: string; path: string; body: unknown }[] = [];
    let uploads = 0;
    let stored: EventView | undefined;
    server.use(
      http.post(api('/content/media'), () => HttpResponse.json(media(++uploads), { status: 201 })),
      http.post(api('/content/events'), async ({ request }) => {
        const body = (await request.json()) as EventInput;
        sent.push({ method: 'POST', path: '/content/events', body });
        stored = {
          ...body,
          id: 'ev1',
          slug: 'career-fair',
          state: 'draft',
          sample: false,
          updatedAt: '',
          url: '/gallerys/career-fair',
        };
        return HttpResponse.json(stored, { status: 201 });
      }),
      http.put(api('/content/events/ev1'), async ({ request }) => {
        const body = (await request.json()) as EventInput;
        sent.push({ method: 'PUT', path: '/content/events/ev1', body });
        stored = { ...stored!, ...body };
        return HttpResponse.json(stored);
      }),
      http.get(api('/content/events/ev1'), () => HttpResponse.json(stored)),
      http.get(api('/content/events'), () => HttpResponse.json({ items: stored ? [stored] : [] })),
      http.post(api('/content/events/ev1/state'), async ({ request }) => {
        sent.push({ method: 'POST', path: '/content/events/ev1/state', body: await request.json() });
        stored = { ...stored!, state: 'published' };
        return HttpResponse.json(stored);
      }),
    );
    renderEditor();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('3 fields need a fix before saving.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title \(English\)/)).toHaveAccessibleDescription('write it');
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription('a date such as 2026-03-14');
    expect(screen.getByLabelText(/^Title \(English\)/)).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/^Title \(English\)/), 'Career Fair');
    await user.type(screen.getByLabelText(/^Title \(Nepali\)/), 'करियर मेला');
    await user.type(screen.getByLabelText(/^Date/), '2026-03-14');
    await user.type(screen.getByLabelText(/^Place \(English\)/), 'Biratnagar');
    await user.type(screen.getByLabelText(/^Place \(Nepali\)/), 'विराटनगर');
    await user.selectOptions(screen.getByLabelText('Listed on'), 'gallery');
    await user.click(screen.getByLabelText(/^Show this album at \/singlegallery/));
    const files = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText(/^Add photos/), files);
    await waitFor(() => expect(screen.getAllByTestId('album-photo')).toHaveLength(3), { timeout: 15_000 });

    // The keyboard way: Move up on the third photo puts it second, and says so.
    await user.click(screen.getByRole('button', { name: 'Move photo 3 up' }));
    expect(screen.getByText('Photo 3 moved to position 2 of 3.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Photo 1: alt text/), 'Students at the stalls');
    await user.type(screen.getByLabelText('Nepali alt text of photo 1'), 'स्टलमा विद्यार्थी');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      title: 'Career Fair',
      titleNe: 'करियर मेला',
      date: '2026-03-14',
      place: 'Biratnagar',
      placeNe: 'विराटनगर',
      listing: 'gallery',
      featured: true,
      description: '',
      descriptionNe: '',
      photos: [
        { picture: { media: media(1) }, alt: 'Students at the stalls', altNe: 'स्टलमा विद्यार्थी' },
        { picture: { media: media(3) }, alt: '' },
        { picture: { media: media(2) }, alt: '' },
      ],
      cover: 0,
    });

    // Publishing needs every photo's alt text: the editor says which, and sends nothing.
    const publishing = await screen.findByRole('region', { name: 'Publishing' });
    await user.click(within(publishing).getByRole('button', { name: 'Publish' }));
    expect(screen.getByLabelText(/^Photo 2: alt text/)).toHaveAccessibleDescription(
      'describe photo 2 (alt text) before publishing',
    );
    expect(sent).toHaveLength(1);

    await user.type(screen.getByLabelText(/^Photo 2: alt text/), 'The opening talk');
    await user.type(screen.getByLabelText(/^Photo 3: alt text/), 'A counsellor answering questions');
    await user.click(screen.getAllByRole('radio', { name: 'Cover' })[2]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'PUT', body: { slug: 'career-fair', cover: 2 } });
    await user.click(within(publishing).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ method: 'POST', path: '/content/events/ev1/state', body: { action: 'publish' } });
    expect(await within(publishing).findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  }, 60_000);
});
