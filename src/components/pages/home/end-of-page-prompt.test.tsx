import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { endPrompt } from '@/content/home';
import { EndOfPagePrompt } from './end-of-page-prompt';

const PAGE_HEIGHT = 6000;
const VIEWPORT = 900;

function placeAt(y: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: PAGE_HEIGHT });
  window.innerHeight = VIEWPORT;
  window.scrollY = y;
}

function scrollTo(y: number) {
  placeAt(y);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const prompt = () => screen.queryByRole('complementary', { name: endPrompt.title });

describe('EndOfPagePrompt', () => {
  it('appears within 1000px of the bottom, collapses on close, reopens, and resets near the top', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <EndOfPagePrompt content={endPrompt} />
      </MemoryRouter>,
    );
    scrollTo(2000);
    expect(prompt()).not.toBeInTheDocument();

    scrollTo(PAGE_HEIGHT - VIEWPORT - 1001);
    expect(prompt()).not.toBeInTheDocument();
    scrollTo(PAGE_HEIGHT - VIEWPORT - 1000);
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: endPrompt.action.label })).toHaveAttribute('href', '/book');

    await user.click(screen.getByRole('button', { name: endPrompt.close }));
    expect(prompt()).not.toBeInTheDocument();
    const reopen = screen.getByRole('button', { name: endPrompt.reopen });

    scrollTo(PAGE_HEIGHT - VIEWPORT);
    expect(prompt()).not.toBeInTheDocument();
    await user.click(reopen);
    expect(prompt()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: endPrompt.close }));
    scrollTo(1001);
    expect(screen.getByRole('button', { name: endPrompt.reopen })).toBeInTheDocument();
    scrollTo(1000);
    expect(screen.queryByRole('button', { name: endPrompt.reopen })).not.toBeInTheDocument();
    expect(prompt()).not.toBeInTheDocument();

    scrollTo(PAGE_HEIGHT - VIEWPORT);
    expect(prompt()).toBeInTheDocument();
  });

  it('appears when it mounts on a page already scrolled near its end, with no scroll after', () => {
    placeAt(PAGE_HEIGHT - VIEWPORT);
    render(
      <MemoryRouter>
        <EndOfPagePrompt content={endPrompt} />
      </MemoryRouter>,
    );
    expect(prompt()).toBeInTheDocument();
  });
});
