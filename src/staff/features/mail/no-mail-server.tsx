/** Shown while the gateway has no mail server: e-mail is only written to its mail folder. */
export function NoMailServer() {
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
        folder. To send them, set <code>SMTP_URL</code> in the gateway&apos;s environment (or its <code>.env</code>{' '}
        file) and restart it, for example:
      </p>
      <pre className="mt-2 whitespace-pre-wrap break-all rounded-lg bg-white p-2 text-xs">
        SMTP_URL=smtp://user:password@mail.example.com:587
      </pre>
      <p className="mt-1">
        Use <code>smtps://</code> for port 465. Messages saved to disk before can be sent with Resend afterwards.
      </p>
    </section>
  );
}
