import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LaunchChecklist as Checklist } from '@schemas/launch-checklist';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import { LaunchChecklist } from './launch-checklist';

const item = (key: Checklist['items'][number]['key'], done: boolean, title: string, fixAt: string) => ({
  key,
  done,
  title,
  detail: done ? '' : `${title}: not yet`,
  fixAt,
});

function answer(items: Checklist['items']) {
  const asked = { times: 0 };
  server.use(
    http.get('*/staff/api/launch-checklist', () => {
      asked.times += 1;
      return HttpResponse.json({ items });
    }),
  );
  return asked;
}

const shown = (checklist: ReactElement) => renderSignedIn(<MemoryRouter>{checklist}</MemoryRouter>, 'admin');
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => localStorage.clear());

describe('the launch checklist', { timeout: 20_000 }, () => {
  it('links each open item to where it is fixed, says what is left, and ticks the done ones', async () => {
    answer([
      item('placeholders', false, 'Replace the sample company facts', '/content/company'),
      item('mail', true, 'Set the mail server', '/settings/mail'),
    ]);
    shown(<LaunchChecklist />);
    expect(await screen.findByRole('heading', { name: 'Before you launch: 1 of 2 done' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Replace the sample company facts' })).toHaveAttribute(
      'href',
      '/content/company',
    );
    expect(screen.getByText('Replace the sample company facts: not yet')).toBeInTheDocument();
    expect(screen.getByText('Set the mail server')).toHaveTextContent('Set the mail server (done)');
    expect(screen.queryByRole('link', { name: /Set the mail server/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide this list' })).toBeNull();
  });

  it('shows nothing once every item is done', async () => {
    const asked = answer([item('mail', true, 'Set the mail server', '/settings/mail')]);
    const { container } = shown(<LaunchChecklist dismissible />);
    await waitFor(() => expect(asked.times).toBe(1));
    await settled();
    expect(container).toBeEmptyDOMElement();
  });

  it('on the first screen, can be hidden for good', async () => {
    answer([item('backups', false, 'Switch nightly backups on', '/backups')]);
    const first = shown(<LaunchChecklist dismissible />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide this list' }));
    expect(screen.queryByRole('link', { name: 'Switch nightly backups on' })).toBeNull();
    first.unmount();
    shown(<LaunchChecklist dismissible />);
    await settled();
    expect(screen.queryByRole('link', { name: 'Switch nightly backups on' })).toBeNull();
  });
});
