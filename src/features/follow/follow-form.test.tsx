import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';

/** The follow box of a page, found by its heading. */
async function followBox(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 });
  return heading.closest('section')!;
}

describe('the follow form on the blog’s pages', { timeout: 20_000 }, () => {
  it('posts the address to the gateway as a plain form (no JavaScript needed), beside the Atom feed', async () => {
    renderRoute('/blogsingle');
    const box = within(await followBox('Follow our blog'));
    const email = box.getByRole('textbox', { name: 'Email Address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toBeRequired();
    const form = email.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/follow');
    expect(box.getByRole('button', { name: 'Follow' })).toHaveAttribute('type', 'submit');
    expect(box.getByRole('link', { name: 'Or follow by the feed (Atom)' })).toHaveAttribute('href', '/blog/feed.xml');
  });

  it('is on /blog too', async () => {
    renderRoute('/blog');
    expect(within(await followBox('Follow our blog')).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('speaks Nepali on /ne/blogsingle', async () => {
    // The Nepali texts are a chunk of their own: the page suspends until it has loaded.
    await act(async () => {
      renderRoute('/ne/blogsingle');
    });
    const box = within(await followBox('हाम्रो ब्लग फलो गर्नुहोस्'));
    expect(box.getByRole('textbox', { name: 'इमेल ठेगाना' }).closest('form')).toHaveAttribute('action', '/ne/follow');
    expect(box.getByRole('link', { name: 'वा फिड (Atom) बाट फलो गर्नुहोस्' })).toHaveAttribute(
      'href',
      '/ne/blog/feed.xml',
    );
  });
});
