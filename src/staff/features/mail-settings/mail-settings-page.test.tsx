import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MailServerAnswer, WebhookAnswer } from '@schemas/mail-settings';
import { server } from '@/testing/msw-server';
import { renderSignedIn } from '../../testing/render-signed-in';
import MailSettingsPage from './mail-settings-page';

const saved: MailServerAnswer = {
  source: 'settings',
  server: {
    host: 'smtp.example.com',
    port: 587,
    security: 'starttls',
    user: 'office',
    from: 'office@example.com',
    passwordSet: true,
  },
};
const noWebhook: WebhookAnswer = { source: 'none', webhook: null };

function setup(mail: MailServerAnswer, webhook = noWebhook) {
  const puts: unknown[] = [];
  server.use(
    http.get('*/staff/api/counts', () => HttpResponse.json({ 'Request-Callback': 0, Meeting: 0, Career: 0 })),
    http.get('*/staff/api/settings/mail', () => HttpResponse.json(mail)),
    http.get('*/staff/api/settings/webhook', () => HttpResponse.json(webhook)),
    http.put('*/staff/api/settings/mail', async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      return typeof (body as { port: unknown }).port === 'number'
        ? HttpResponse.json(mail)
        : HttpResponse.json(
            { error: { type: 'INVALID_REQUEST', message: 'Port: a number, e.g. 587' } },
            { status: 422 },
          );
    }),
    http.post('*/staff/api/settings/mail/test', () =>
      HttpResponse.json({
        sent: false,
        to: 'asha@example.com',
        message: 'The mail server refused the user name or password.',
        reply: '535 5.7.8 Authentication failed',
      }),
    ),
  );
  renderSignedIn(<MailSettingsPage />, 'admin');
  return { puts, user: userEvent.setup({ delay: null }) };
}

describe('Mail settings screen', { timeout: 20_000 }, () => {
  it('never shows the saved password, keeps it when left empty, and keeps what was typed when refused', async () => {
    const { puts, user } = setup(saved);
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveValue('');
    expect(screen.getByText(/A password is saved \(it is never shown\)/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Port'));
    await user.type(screen.getByLabelText('Port'), 'abc');
    await user.clear(screen.getByLabelText('Mail server'));
    await user.type(screen.getByLabelText('Mail server'), 'mail.example.com.np');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Port: a number, e.g. 587')).toBeInTheDocument();
    expect(screen.getByLabelText('Mail server')).toHaveValue('mail.example.com.np');
    expect(screen.getByLabelText('Port')).toHaveValue('abc');
    expect(puts[0]).not.toHaveProperty('password');
  });

  it('saves what is typed before the test e-mail and shows the server’s own answer', async () => {
    const { puts, user } = setup(saved);
    await user.type(await screen.findByLabelText('Password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Send a test e-mail to me' }));
    expect(await screen.findByText('Not sent: The mail server refused the user name or password.')).toBeInTheDocument();
    expect(screen.getByText('535 5.7.8 Authentication failed')).toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ password: 'new secret', port: 587 })]);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('says plainly that the environment sets the mail server, with no form to change it', async () => {
    setup(
      { source: 'environment', server: null, environmentTarget: 'smtp://mail.example.com:587' },
      {
        source: 'environment',
        webhook: null,
      },
    );
    expect(
      await screen.findByText("The mail server is set in the gateway's environment: smtp://mail.example.com:587."),
    ).toBeInTheDocument();
    expect(await screen.findByText("The webhook is set in the gateway's environment.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Mail server')).toBeNull();
    expect(screen.queryByLabelText('Webhook address')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a test e-mail to me' })).toBeInTheDocument();
  });
});
