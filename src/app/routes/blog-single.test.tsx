import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleArticle } from '@/content/blog';
import { followBlog } from '@/content/follow';
import { renderRoute } from '@/testing/render-route';

describe('article page', () => {
  it('shows title, author and date, and follows the blog by the real form, with no toggle that only pretends', async () => {
    renderRoute('/blogsingle');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
      sampleArticle.title,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(sampleArticle.author);
    expect(main).toHaveTextContent(sampleArticle.date);
    expect(within(main).queryByRole('button', { pressed: false })).toBeNull();
    const follow = screen.getByRole('region', { name: followBlog.title });
    const form = within(follow).getByRole('textbox', { name: followBlog.label }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/follow');
    expect(within(follow).getByRole('button', { name: followBlog.submit })).toHaveAttribute('type', 'submit');
  });
});
