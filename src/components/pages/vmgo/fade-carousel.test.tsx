import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vmgoSlides } from '@/content/vmgo';
import { WokenBy, type Waker } from '@/islands/island';
import { FadeCarousel } from './fade-carousel';

describe('FadeCarousel', () => {
  it('shows both pictures with arrows and dots, and pauses and plays from its control', async () => {
    const user = userEvent.setup();
    render(<FadeCarousel label="Pictures" slides={vmgoSlides} delayMs={3000} />);
    for (const slide of vmgoSlides) expect(screen.getByRole('img', { name: slide.alt })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next picture' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Show picture/ })).toHaveLength(2);

    const region = screen.getByRole('region', { name: 'Pictures' });
    expect(region).toHaveAttribute('data-autoplay', 'running');
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(region).toHaveAttribute('data-autoplay', 'paused');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(region).toHaveAttribute('data-autoplay', 'running');
  });

  // Its island hydrates when the visitor touches it; its boot script plays it until then.
  it.each<[Waker, string, string]>([
    ['schedule', 'Show picture 1', 'running'],
    ['visitor', 'Show picture 1', 'paused'],
  ])('woken by %s, marks "%s" as shown at once and is %s', async (wokenBy, shown, state) => {
    render(
      <WokenBy value={wokenBy}>
        <FadeCarousel label="Pictures" slides={vmgoSlides} delayMs={3000} />
      </WokenBy>,
    );
    expect(await screen.findByRole('button', { current: true })).toHaveAccessibleName(shown);
    expect(screen.getByRole('region', { name: 'Pictures' })).toHaveAttribute('data-autoplay', state);
  });
});
