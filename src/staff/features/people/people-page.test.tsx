import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PersonDeleteAnswer, PersonSearchAnswer } from '@schemas/retention';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import PeoplePage from './people-page';

const hostedCv = 'https://res.cloudinary.com/demo/raw/upload/v1/cv.pdf';
const found: PersonSearchAnswer = {
  records: [
    {
      table: 'Career',
      id: 'recCareer00000001',
      createdTime: '2026-11-28T08:00:00.000Z',
      fields: { 'First Name': 'Asha', 'Last Name': 'Rai' },
    },
  ],
  subscription: null,
  mirror: { tableCopies: 2, hostedFiles: [hostedCv] },
};
const deleted: PersonDeleteAnswer = { records: 1, files: 1, subscriptions: 0, mirror: found.mirror };

describe('Personal data screen, with the hosted table as a mirror', { timeout: 20_000 }, () => {
  it('says before and after deleting what happens in the hosted table, and which files to delete at the file host', async () => {
    server.use(
      http.get('*/staff/api/counts', () => HttpResponse.json({ 'Request-Callback': 0, Meeting: 0, Career: 1 })),
      http.get('*/staff/api/people', () => HttpResponse.json(found)),
      http.post('*/staff/api/people/delete', () => HttpResponse.json(deleted)),
    );
    renderSignedIn(<PeoplePage />, 'admin');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/Phone number or e-mail address/), '9841000001');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Delete all…' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2 copies in the hosted table will be deleted there too.');
    expect(dialog).toHaveTextContent(
      '1 file sent to the file host cannot be deleted from here: their addresses are listed once this is done',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete 1 submission(s)' }));

    expect(
      await screen.findByText(/2 copies in the hosted table are being deleted there; Background work lists any/),
    ).toHaveTextContent('This site cannot delete files at the file host: delete this one in its console.');
    const toDelete = screen.getByRole('list', { name: 'Files to delete at the file host' });
    expect(within(toDelete).getByText(hostedCv)).toBeInTheDocument();
  });
});
