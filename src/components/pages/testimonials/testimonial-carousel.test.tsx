import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { carouselQuotes } from '@/content/testimonials';
import { WokenBy } from '@/islands/island';
import { setReducedMotion } from '@/testing/viewport';
import { TestimonialCarousel } from './testimonial-carousel';

const region = () => screen.getByRole('region', { name: 'Client quotes' });

describe('TestimonialCarousel', () => {
  afterEach(() => setReducedMotion(false));

  it('autoplays, pauses with the visible control and plays again', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel label="Client quotes" items={carouselQuotes} />);
    expect(region()).toHaveAttribute('data-autoplay', 'running');
    for (const quote of carouselQuotes) expect(screen.getByText(quote.name)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(region()).toHaveAttribute('data-autoplay', 'paused');
    await user.click(screen.getByRole('button', { name: 'Play testimonials' }));
    expect(region()).toHaveAttribute('data-autoplay', 'running');
  });

  it('holds while hovered or focused', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel label="Client quotes" items={carouselQuotes} />);
    await user.hover(region());
    expect(region()).toHaveAttribute('data-autoplay', 'paused');
    await user.unhover(region());
    expect(region()).toHaveAttribute('data-autoplay', 'running');

    const dot = screen.getAllByRole('button', { name: /Show quote/ })[1];
    act(() => dot.focus());
    expect(region()).toHaveAttribute('data-autoplay', 'paused');
    act(() => dot.blur());
    expect(region()).toHaveAttribute('data-autoplay', 'running');
  });

  it('does not autoplay under prefers-reduced-motion', () => {
    setReducedMotion(true);
    render(<TestimonialCarousel label="Client quotes" items={carouselQuotes} />);
    expect(region()).toHaveAttribute('data-autoplay', 'paused');
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });

  it('stays as prerendered, paused, when the visitor woke its island by pressing a control', async () => {
    const user = userEvent.setup();
    render(
      <WokenBy value="visitor">
        <TestimonialCarousel label="Client quotes" items={carouselQuotes} />
      </WokenBy>,
    );
    expect(region()).toHaveAttribute('data-autoplay', 'paused');
    await user.click(screen.getByRole('button', { name: 'Play testimonials' }));
    expect(region()).toHaveAttribute('data-autoplay', 'running');
  });
});
