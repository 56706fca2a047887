import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PostInput, PostView } from '@schemas/blog-post';
import type { MediaImage } from '@schemas/media-image';
import { server } from '@/testing/msw-server';
// Also makes jsdom's File readable by the request msw builds from the upload.
import '@/testing/handlers/uploads';
import { renderSignedIn } from '../../../testing/render-signed-in';
import PostEditorPage from './post-editor-page';

const api = (path: string) => `*/staff/api${path}`;
const cover: MediaImage = { id: 'c'.repeat(32), width: 1200, height: 800, widths: [400, 800, 1200], fallback: 'jpg' };

const renderEditor = () =>
  renderSignedIn(
    <MemoryRouter initialEntries={['/content/posts/new']}>
      <Routes>
        <Route path="/content/posts/:id" element={<PostEditorPage />} />
      </Routes>
    </MemoryRouter>,
    'staff',
  );

describe('the post editor', () => {
  it('saves nothing while the cover is still uploading, and stops asking for a cover once it has arrived', async () => {
    const user = userEvent.setup();
    const saved: PostInput[] = [];
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    server.use(
      http.get(api('/content/posts'), () => HttpResponse.json({ items: [] })),
      http.get(api('/users'), () => HttpResponse.json({ items: [] })),
      http.get(api('/content/post-categories'), () =>
        HttpResponse.json({ items: [{ key: 'Career', name: 'Career', nameNe: 'करियर', posts: 0 }] }),
      ),
      http.get(api('/counts'), () => HttpResponse.json({ Meeting: 0, 'Request-Callback': 0, Career: 0 })),
      http.post(api('/content/posts/render'), () => HttpResponse.json({ html: '' })),
      http.post(api('/content/media'), async () => {
        await arrived;
        return HttpResponse.json(cover, { status: 201 });
      }),
      http.post(api('/content/posts'), async ({ request }) => {
        const body = (await request.json()) as PostInput;
        saved.push(body);
        const view = { ...body, id: 'p1', slug: 'exams', state: 'draft', sample: false } as unknown as PostView;
        return HttpResponse.json(view, { status: 201 });
      }),
      http.get(api('/content/posts/p1'), () => HttpResponse.json({})),
    );
    renderEditor();

    await user.type(screen.getByLabelText(/^Title/), 'Exams in spring');
    await user.type(screen.getByLabelText(/^Summary/), 'When to sit them.');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Career');
    await user.type(screen.getByLabelText(/^Author's name/), 'Asha');
    await user.type(screen.getByLabelText(/^Cover alt text/), 'Students in a hall');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Add a cover image before saving.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/^Cover image/), new File(['x'], 'cover.jpg', { type: 'image/jpeg' }));
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton).toBeDisabled();
    expect(saveButton).toHaveAccessibleDescription('Save waits for the cover image to finish uploading.');
    await user.type(screen.getByLabelText(/^Title/), '{Enter}');
    expect(saved).toEqual([]);

    arrive();
    await waitFor(() => expect(screen.queryByText('Add a cover image before saving.')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ title: 'Exams in spring', cover: { media: cover } });
  });
});
