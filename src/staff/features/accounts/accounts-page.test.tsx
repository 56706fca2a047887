import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StaffUserView } from '@schemas/staff-api';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import AccountsPage from './accounts-page';

const account = (id: string, name: string, hasCalendarFeed: boolean): StaffUserView => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role: 'staff',
  disabled: false,
  hasPassword: true,
  notifyTables: [],
  hasCalendarFeed,
  createdAt: '2026-01-01T00:00:00Z',
});

function setup() {
  const users = [account('u1', 'Asha', false), account('u2', 'Bina', true), account('u3', 'Chandra', false)];
  const revoked: string[] = [];
  server.use(
    http.get('*/staff/api/counts', () => HttpResponse.json({ 'Request-Callback': 0, Meeting: 0, Career: 0 })),
    http.get('*/staff/api/users', () => HttpResponse.json({ items: users })),
    http.delete('*/staff/api/users/:id/calendar-feed', ({ params }) => {
      revoked.push(String(params.id));
      users[1] = { ...users[1], hasCalendarFeed: false };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderSignedIn(<AccountsPage />, 'admin');
  return { revoked, user: userEvent.setup({ delay: null }) };
}

describe('Accounts screen', { timeout: 20_000 }, () => {
  it('offers “Revoke calendar link” only for a person who has one, asks first, and revokes it', async () => {
    const { revoked, user } = setup();
    const revoke = await screen.findByRole('button', { name: 'Revoke calendar link (Bina)' });
    expect(screen.getAllByRole('button', { name: /^Revoke calendar link/ })).toHaveLength(1);

    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Bina’s calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(revoked).toEqual([]);

    await user.click(revoke);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke calendar link' }));
    expect(await screen.findByText('Calendar link revoked.')).toBeInTheDocument();
    expect(revoked).toEqual(['u2']);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Revoke calendar link/ })).toBeNull());
  });
});
