import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PostCategoryView } from '@schemas/blog-category';
import { server } from '@/testing/msw-server';
import PostCategoriesPage from './post-categories-page';

const api = (path: string) => `*/staff/api${path}`;
const category = (key: string, nameNe: string, posts = 0): PostCategoryView => ({ key, name: key, nameNe, posts });
const refused = (message: string) => HttpResponse.json({ error: { type: 'CONFLICT', message } }, { status: 409 });

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PostCategoriesPage />
    </QueryClientProvider>,
  );
}

// The first render loads the page's modules; the machine's cores are shared.
describe('the blog categories page', { timeout: 20_000 }, () => {
  it('adds a category, keeps what was typed when a name is taken, and moves one with the keyboard', async () => {
    const user = userEvent.setup();
    let items = [category('Health', 'स्वास्थ्य', 2), category('Career', 'करियर')];
    const sent: string[] = [];
    server.use(
      http.get(api('/content/post-categories'), () => HttpResponse.json({ items })),
      http.post(api('/content/post-categories'), async ({ request }) => {
        const names = (await request.json()) as { name: string; nameNe: string };
        sent.push(`add ${names.name}`);
        if (names.name === 'Health') return refused('There is already a category named “Health”');
        const added = { key: names.name.toLowerCase(), ...names, posts: 0 };
        items = [...items, added];
        return HttpResponse.json(added, { status: 201 });
      }),
      http.post(api('/content/post-categories/:key/move'), ({ params }) => {
        sent.push(`up ${String(params.key)}`);
        const moved = items.find((item) => item.key === params.key)!;
        items = [moved, ...items.filter((item) => item !== moved)];
        return HttpResponse.json({ items });
      }),
    );
    show();
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Health · स्वास्थ्य2 posts');

    const form = screen.getByRole('region', { name: 'New category' });
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(within(form).getByLabelText(/^Name \(Nepali\)/)).toHaveAccessibleDescription(/Name in Nepali: required/);
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText(/^Name \(English\)/), 'Health');
    await user.type(within(form).getByLabelText(/^Name \(Nepali\)/), 'शिक्षा');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(/Not saved: There is already a category named “Health”/)).toBeVisible();
    expect(within(form).getByLabelText(/^Name \(Nepali\)/)).toHaveValue('शिक्षा');

    await user.clear(within(form).getByLabelText(/^Name \(English\)/));
    await user.type(within(form).getByLabelText(/^Name \(English\)/), 'Education');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(list).findByRole('button', { name: 'Rename Education' })).toBeVisible();

    within(list).getByRole('button', { name: 'Move up Education' }).focus();
    await user.keyboard('{Enter}');
    await expect.poll(() => within(list).getAllByRole('listitem')[0].textContent).toContain('Education');
    expect(sent).toEqual(['add Health', 'add Education', 'up education']);
  });

  it('asks before deleting, and shows why a category in use stays', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('/content/post-categories'), () => HttpResponse.json({ items: [category('Health', 'स्वास्थ्य', 2)] })),
      http.delete(api('/content/post-categories/:key'), () =>
        refused('“Health” is the category of 2 posts: give them another category first, then delete it'),
      ),
    );
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Health' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the category “Health”?' });
    expect(dialog).toHaveTextContent('2 posts still use it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await within(dialog).findByText(/is the category of 2 posts/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('list', { name: 'Categories' })).toHaveTextContent('Health');
  });
});
