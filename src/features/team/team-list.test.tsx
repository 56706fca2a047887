import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listedTeamMembers } from '@schemas/team-member';
import { teamHandler, teamRecords } from '@/testing/handlers/team';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';
import { TeamList } from './team-list';

describe('team list', () => {
  it('shows skeletons, then the first member by order featured and the rest in order in the grid', async () => {
    server.use(teamHandler().handler);
    renderRoute('/team');
    expect(await screen.findByTestId('team-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();

    const featured = await screen.findByRole('article', { name: 'Ram Thapa' });
    expect(screen.queryByTestId('team-skeleton')).not.toBeInTheDocument();
    expect(within(featured).getByText('Founder & CEO')).toBeInTheDocument();
    expect(within(featured).getByText('Ram founded the company in 2018.').tagName).toBe('P');
    expect(within(featured).getByText('He leads our consulting work.').tagName).toBe('P');
    expect(within(featured).getByRole('link', { name: 'Ram Thapa on X' })).toHaveAttribute('href', 'https://x.com/ram');
    expect(within(featured).getByRole('link', { name: 'Ram Thapa on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ram',
    );
    expect(within(featured).getByRole('img', { name: 'Portrait of Ram Thapa' })).toHaveAttribute(
      'src',
      'https://files.test/ram.jpg',
    );

    const grid = screen.getByRole('list', { name: 'Team members' });
    const cards = within(grid)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === grid);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Sita Sharma', 'Gita Rai']);
    expect(within(cards[0]).getByText('Lead Developer')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img', { name: 'Portrait of Sita Sharma' })).toHaveAttribute(
      'src',
      'https://files.test/sita.jpg',
    );
    // Sita's X link is '#': no dead link; Gita has none at all.
    expect(within(cards[0]).queryByRole('link', { name: 'Sita Sharma on X' })).not.toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Sita Sharma on LinkedIn' })).toHaveAttribute('target', '_blank');
    expect(within(cards[1]).queryAllByRole('link')).toHaveLength(0);
  });

  it('lays the grid out in up to four columns', async () => {
    server.use(teamHandler().handler);
    render(<TeamList />);
    await screen.findByRole('article', { name: 'Ram Thapa' });
    expect(screen.getByRole('list', { name: 'Team members' })).toHaveClass('sm:grid-cols-2', 'lg:grid-cols-4');
  });

  it('gives each member a place of their own on the page, where a blog post by them links its author', async () => {
    server.use(teamHandler().handler);
    render(<TeamList />);
    expect(await screen.findByRole('article', { name: 'Ram Thapa' })).toHaveAttribute('id', 'member-recTeam000000001');
    const sita = screen.getByRole('heading', { name: 'Sita Sharma' }).closest('article');
    expect(sita).toHaveAttribute('id', 'member-recTeam000000002');
  });

  it('skips a malformed record instead of failing the page', async () => {
    const broken = {
      id: 'recBroken0000000',
      createdTime: '2024-01-04T00:00:00.000Z',
      fields: { Name: 'No Image', order: 0 },
    };
    server.use(teamHandler({ records: [...teamRecords, broken as never] }).handler);
    render(<TeamList />);
    expect(await screen.findByRole('article', { name: 'Ram Thapa' })).toBeInTheDocument();
    expect(screen.queryByText('No Image')).not.toBeInTheDocument();
  });

  it('on failure says so kindly and retries on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = teamHandler({ status: 503 });
    server.use(failing.handler);
    const user = userEvent.setup();
    render(<TeamList />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load our team just now.');
    expect(failing.calls()).toBe(1);

    server.use(teamHandler().handler);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ram Thapa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the members it was given at once and reads them again only when the visitor comes back', async () => {
    const reads = teamHandler({ records: teamRecords.slice(0, 2) });
    server.use(reads.handler);
    render(<TeamList members={listedTeamMembers(teamRecords)} />);
    expect(screen.getByRole('article', { name: 'Ram Thapa' })).toBeInTheDocument();
    expect(screen.queryByTestId('team-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gita Rai' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads.calls()).toBe(0);

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Gita Rai' })).not.toBeInTheDocument());
    expect(reads.calls()).toBe(1);
    expect(screen.getByRole('article', { name: 'Ram Thapa' })).toBeInTheDocument();
  });

  it('keeps the members on screen when reading them again fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = teamHandler({ status: 503 });
    server.use(failing.handler);
    render(<TeamList members={listedTeamMembers(teamRecords)} />);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(failing.calls()).toBe(1));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gita Rai' })).toBeInTheDocument();
  });
});
