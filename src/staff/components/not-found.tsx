import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <div className="p-6">
      <h1 className="text-2xl">Page not found</h1>
      <p className="mt-2 text-ink-muted">
        There is no back-office page at this address.{' '}
        <Link className="font-semibold text-brand-700 underline" to="/inbox">
          Go to the inbox
        </Link>
      </p>
    </div>
  );
}
