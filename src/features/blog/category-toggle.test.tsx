import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryToggle } from './category-toggle';

const links = [
  { href: '/blog', text: 'All', current: true },
  { href: '/blog?category=Health', text: 'Health', current: false },
];

describe("the blog's category toggle on a phone", () => {
  it('closes on an Escape pressed right after it opened, before its toggle event has arrived', () => {
    render(<CategoryToggle summary="Categories: All" links={links} />);
    const details = screen.getByText('Categories: All').closest('details')!;
    details.open = true;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details.open).toBe(false);
  });

  it('leaves other keys alone', () => {
    render(<CategoryToggle summary="Categories: All" links={links} />);
    const details = screen.getByText('Categories: All').closest('details')!;
    details.open = true;
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(details.open).toBe(true);
  });
});
