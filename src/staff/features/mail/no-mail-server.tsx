import { Link } from 'react-router-dom';
import { useSignedIn } from '../../lib/session';

/** Shown while the gateway has no mail server: e-mail is only written to its mail folder. */
export function NoMailServer() {
  const admin = useSignedIn().user.role === 'admin';
  return (
    <section
      aria-labelledby="no-mail-server"
      className="mb-4 rounded-xl border border-accent-300 bg-accent-50 p-4 text-sm text-ink"
    >
      <h2 id="no-mail-server" className="font-bold">
        No mail server is set: e-mail is saved to disk, not sent
      </h2>
      <p className="mt-1">
        Nobody receives these messages. Each one is written to the <code>mail</code> folder in the gateway&apos;s data
        folder.{' '}
        {admin ? (
          <>
            To send them, set the mail server in{' '}
            <Link to="/settings/mail" className="font-semibold text-brand-700 underline">
              Mail settings
            </Link>
            .
          </>
        ) : (
          'To send them, ask an admin to set the mail server in Mail settings.'
        )}{' '}
        Messages saved to disk before can be sent with Resend afterwards.
      </p>
      <p className="mt-2">Or, for whoever runs the server, in the gateway&apos;s environment (which then wins):</p>
      <pre className="mt-2 whitespace-pre-wrap break-all rounded-lg bg-white p-2 text-xs">
        SMTP_URL=smtp://user:password@mail.example.com:587
      </pre>
    </section>
  );
}
