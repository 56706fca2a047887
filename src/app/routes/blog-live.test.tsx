import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { postCategories, type BlogListData, type BlogPageData, type PublicPost } from '@schemas/blog-post';
import { AppRoutes } from '@/app/app-routes';
import { PageDataContext } from '@/app/page-data';

// Issue 48: /blog as the spec draws it, fed by the posts the gateway renders into the page.

const post = (slug: string, overrides: Partial<PublicPost> = {}): PublicPost => ({
  slug,
  lang: 'en',
  title: slug,
  summary: `About ${slug}.`,
  category: 'Career',
  categoryName: overrides.category ?? 'Career',
  author: 'Asha Poudel',
  cover: { src: '/art/blog/featured.svg', width: 800, height: 600 },
  coverAlt: 'A megaphone',
  html: '<p>Body</p>',
  featured: false,
  sample: false,
  publishedAt: '2026-04-14T04:15:00.000Z',
  updatedAt: '2026-04-14T04:15:00.000Z',
  twinPath: null,
  readMinutes: 3,
  ...overrides,
});

const list: BlogListData = {
  featured: post('banner-ideas', { title: 'Banner ideas', featured: true, category: 'Technology' }),
  latest: [
    post('visa-questions', { title: 'Visa questions' }),
    post('nepali-only', { title: 'नेपाली मात्र', lang: 'ne', category: 'Health' }),
    post('scholarships', { title: 'Scholarships', category: 'Lifestyle' }),
  ],
  trending: [
    post('scholarships', { title: 'Scholarships', category: 'Lifestyle' }),
    post('visa-questions', { title: 'Visa questions' }),
  ],
  posts: [
    post('visa-questions', { title: 'Visa questions' }),
    post('nepali-only', { title: 'नेपाली मात्र', lang: 'ne', category: 'Health' }),
  ],
  filters: {},
  categories: postCategories.map((key) => ({ key, name: key })),
  authors: [{ value: 'Asha Poudel', name: 'Asha Poudel' }],
  page: 1,
  pages: 1,
  total: 12,
};

async function show(path: string, blog: BlogPageData) {
  await act(async () => {
    render(
      <PageDataContext value={{ blog }}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </PageDataContext>,
    );
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}
const region = (name: string) => screen.getByRole('region', { name });
const switchHref = () => document.querySelector('a[data-language-switch]')?.getAttribute('href');

// The first render loads the page's modules.
describe('the live blog', { timeout: 20_000 }, () => {
  it('shows the featured post with its reading time, three tagged latest updates and the trending posts', async () => {
    await show('/blog', { list });
    const featured = screen.getByRole('article', { name: 'Banner ideas' });
    expect(featured).toHaveTextContent('Featured · Technology');
    expect(featured).toHaveTextContent('3 min read');
    expect(featured).toHaveTextContent('14 Apr 2026');
    const latest = within(region('Latest updates')).getAllByRole('article');
    expect(latest.map((card) => card.querySelector('p')?.textContent)).toEqual(['Career', 'HealthNepali', 'Lifestyle']);
    expect(latest[0]).toHaveTextContent('3 min read');
    expect(
      within(region('Trending Post'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Scholarships', 'Visa questions']);
  });

  it('marks a post in the other language with its language', async () => {
    await show('/blog', { list });
    const nepali = within(region('Find an article')).getByRole('article', { name: 'नेपाली मात्र' });
    expect(nepali).toHaveAttribute('lang', 'ne');
    expect(within(nepali).getByText('Nepali')).toHaveAttribute('lang', 'en');
  });

  it('writes reading times, counts and dates in Devanagari digits on the Nepali page', async () => {
    await show('/ne/blog', { list: { ...list, page: 2, pages: 3 } });
    const featured = screen.getByRole('article', { name: 'Banner ideas' });
    expect(featured).toHaveTextContent('३ मिनेट पढाइ');
    expect(featured).not.toHaveTextContent(/[0-9]/);
    expect(screen.getByRole('status')).toHaveTextContent('१२ लेख');
    expect(screen.getByText('पृष्ठ २ / ३')).toBeInTheDocument();
  });

  it('closes the phone’s category toggle on a press outside it and on Escape', async () => {
    await show('/blog', { list });
    const user = userEvent.setup();
    const toggle = screen.getByText('Categories: All').closest('details')!;
    await user.click(screen.getByText('Categories: All'));
    expect(toggle.open).toBe(true);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle.open).toBe(false);

    await user.click(screen.getByText('Categories: All'));
    expect(toggle.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(toggle.open).toBe(false);
    expect(toggle.querySelector('summary')).toHaveFocus();
    // Opening and closing it again works as before (the toggle is the browser's own).
    fireEvent.click(toggle.querySelector('summary')!);
    expect(toggle.open).toBe(true);
  });

  it('says its articles are examples only while a sample post is shown, in English and in Nepali', async () => {
    const withSample = { ...list, trending: [post('sample-tips', { title: 'Sample tips', sample: true })] };
    const cases = [
      ['/blog', list, 'News, admission updates, announcements and ideas from our team.', /Sample content|examples/],
      ['/blog', withSample, 'Articles marked “Sample content” are examples, not our own news.', null],
      ['/ne/blog', list, 'हाम्रो टोलीका समाचार, भर्नासम्बन्धी जानकारी, सूचना र विचारहरू।', /नमुना/],
      ['/ne/blog', withSample, '“नमुना सामग्री” लेखिएका लेखहरू उदाहरण मात्र हुन्, हाम्रा आफ्नै समाचार होइनन्।', null],
    ] as const;
    for (const [path, shown, said, unsaid] of cases) {
      await show(path, { list: shown });
      const intro = screen.getByRole('heading', { level: 1 }).nextElementSibling;
      expect(intro, path).toHaveTextContent(said);
      if (unsaid) expect(intro?.textContent, path).not.toMatch(unsaid);
      cleanup();
    }
  });

  it('takes the language switch of a post with no twin to the other language’s blog, not to a missing page', async () => {
    await show('/blog/visa-questions', { post: post('visa-questions', { title: 'Visa questions' }) });
    expect(switchHref()).toBe('/ne/blog');
  });

  it('takes the language switch of a post with a twin to the twin’s own address', async () => {
    const twin = '/ne/blog/%E0%A4%AD%E0%A4%BF%E0%A4%B8%E0%A4%BE';
    await show('/blog/visa-questions', { post: post('visa-questions', { title: 'Visa questions', twinPath: twin }) });
    expect(switchHref()).toBe(twin);
  });
});

describe('the not-found page', () => {
  it('switches language to the other language’s home, not to its own address', async () => {
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/404']}>
          <AppRoutes />
        </MemoryRouter>,
      );
    });
    await screen.findAllByRole('link', { name: /नेपाली/ });
    expect(switchHref()).toBe('/ne/');
  });
});
