import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setReducedMotion } from '@/testing/viewport';
import { mockIntersectionObserver } from '@/testing/mock-intersection-observer';
import { Reveal } from './reveal';
import { REVEAL_THRESHOLD } from '@/islands/reveal-on-sight';

function renderReveal() {
  render(
    <Reveal effect="zoom">
      <img src="/x.svg" alt="Pictured thing" />
    </Reveal>,
  );
  return screen.getByRole('img').parentElement!;
}

describe('Reveal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setReducedMotion(false);
  });

  it('reveals once 10 percent is visible, and stays revealed', () => {
    const io = mockIntersectionObserver();
    const box = renderReveal();
    expect(box).toHaveAttribute('data-revealed', 'false');
    expect(io.observers[0].options?.threshold).toBe(REVEAL_THRESHOLD);
    expect(REVEAL_THRESHOLD).toBe(0.1);

    act(() => io.show(box, 0.05));
    expect(box).toHaveAttribute('data-revealed', 'false');
    act(() => io.show(box, 0.1));
    expect(box).toHaveAttribute('data-revealed', 'true');
    act(() => io.show(box, 0));
    expect(box).toHaveAttribute('data-revealed', 'true');
    expect(io.observers.every((observer) => observer.targets.size === 0)).toBe(true);
  });

  it('does not observe or animate under prefers-reduced-motion', () => {
    setReducedMotion(true);
    const io = mockIntersectionObserver();
    const box = renderReveal();
    expect(box).toHaveAttribute('data-revealed', 'true');
    expect(io.observers.every((observer) => observer.targets.size === 0)).toBe(true);
  });
});
