import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const tabs = [
  { id: 'description', label: 'Description', panel: <p>About the work</p> },
  { id: 'reviews', label: 'Reviews', panel: <p>What clients say</p> },
  { id: 'details', label: 'Details', panel: <p>Prices and terms</p> },
];

describe('Tabs', () => {
  it('swaps the panel on click', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Our approach" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Our approach' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About the work');
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('What clients say');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Our approach" tabs={tabs} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('What clients say');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About the work');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Prices and terms');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
