import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleArticle } from '@/content/blog';
import { renderRoute } from '@/testing/render-route';

describe('article page', () => {
  it('shows title, author and date, and the follow button toggles', async () => {
    const user = userEvent.setup();
    renderRoute('/blogsingle');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
      sampleArticle.title,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(sampleArticle.author);
    expect(main).toHaveTextContent(sampleArticle.date);
    const follow = screen.getByRole('button', { name: `Follow ${sampleArticle.author}` });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    expect(screen.getByRole('button', { name: `Following ${sampleArticle.author}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
