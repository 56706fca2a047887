import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { blogResults, blogSearch, trendingPosts } from '@/content/blog';
import { renderRoute } from '@/testing/render-route';

async function openBlog() {
  renderRoute('/blog');
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('Blogs');
  return userEvent.setup();
}

const results = () => within(screen.getByRole('region', { name: blogSearch.resultsLabel })).queryAllByRole('article');
const menuButton = (name: RegExp) => within(screen.getByRole('search')).getByRole('button', { name });

describe('blog page', () => {
  it('shows the categories, submit link, featured article, 3 latest updates and trending posts', async () => {
    await openBlog();
    const strip = screen.getByRole('navigation', { name: 'Categories' });
    for (const category of ['Health', 'Lifestyle', 'Career', 'Entertainment', 'Technology']) {
      expect(within(strip).getAllByRole('button', { name: category }).length).toBeGreaterThan(0);
    }
    const submit = screen.getByRole('link', { name: 'Submit an Article' });
    expect(submit.getAttribute('href')).toMatch(new RegExp(`^mailto:${site.email}\\?subject=`));
    const featured = screen.getByRole('article', { name: '24 Awesome Banner Promotion Ideas' });
    expect(featured).toHaveTextContent('3 mins read');
    expect(featured).toHaveTextContent('14 Aug 2024');
    const latest = within(screen.getByRole('region', { name: 'Latest updates' })).getAllByRole('article');
    expect(latest.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Admission',
      'Admission',
      'Announcement',
    ]);
    expect(within(screen.getByRole('region', { name: 'Trending Post' })).getAllByRole('article')).toHaveLength(
      trendingPosts.items.length,
    );
    expect(results()).toHaveLength(blogResults.length);
  });

  it('dropdowns set their label and close on choosing, and close on an outside press', async () => {
    const user = await openBlog();
    await user.click(menuButton(/Language/));
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Nepali', 'Hindi']);
    await user.click(within(list).getByRole('option', { name: 'Nepali' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(menuButton(/Language/)).toHaveTextContent('Nepali');

    await user.click(menuButton(/Category/));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Success Stories', 'Entrepreneurship', 'Cooperation']);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(menuButton(/Category/)).toHaveTextContent('Category');
  });

  it('dropdowns work from the keyboard: arrows, Enter and Escape', async () => {
    const user = await openBlog();
    menuButton(/Author/).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(menuButton(/Author/)).toHaveTextContent(blogSearch.authors[1]);
    expect(menuButton(/Author/)).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(menuButton(/Author/)).toHaveTextContent(blogSearch.authors[1]);
  });

  it("'Go' filters the result cards, and clearing shows them all again", async () => {
    const user = await openBlog();
    await user.click(menuButton(/Language/));
    await user.click(screen.getByRole('option', { name: 'English' }));
    expect(results()).toHaveLength(blogResults.length);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 6 articles');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(results()).toHaveLength(blogResults.filter((r) => r.language === 'English').length);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 6 articles');

    await user.click(menuButton(/Category/));
    await user.click(screen.getByRole('option', { name: 'Cooperation' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(results().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Cooperatives going digital',
    ]);

    await user.click(menuButton(/Author/));
    await user.click(screen.getByRole('option', { name: 'Sita Gurung' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(results()).toHaveLength(0);
    expect(screen.getByText(blogSearch.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: blogSearch.reset }));
    expect(results()).toHaveLength(blogResults.length);
  });

  it('on the Nepali page the result count is in Nepali, with Devanagari digits', async () => {
    // The Nepali texts are a chunk of their own: the page suspends until it has loaded.
    await act(async () => {
      renderRoute('/ne/blog');
    });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('६ मध्ये ६ लेख देखाइएको छ');
  });

  it('a result title in another language keeps its language tag in the link a screen reader announces', async () => {
    await openBlog();
    const nepali = results().find((card) => card.getAttribute('aria-labelledby') === 'r2-title')!;
    expect(within(nepali).getByRole('heading')).toHaveAttribute('lang', 'ne');
    expect(within(nepali).getByRole('link').querySelector('[lang]')).toHaveAttribute('lang', 'ne');
  });

  it('the small-screen category menu opens, filters the trending posts, and closes on an outside press', async () => {
    const user = await openBlog();
    const strip = screen.getByRole('navigation', { name: 'Categories' });
    const toggle = within(strip).getByRole('button', { name: /Categories: All/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const menu = document.getElementById('blog-category-menu')!;
    await user.click(within(menu).getByRole('button', { name: 'Health' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Categories: Health');
    const trending = within(screen.getByRole('region', { name: 'Trending Post' })).getAllByRole('article');
    expect(trending).toHaveLength(1);
    expect(trending[0]).toHaveTextContent('Digital records for rural clinics');
  });
});
