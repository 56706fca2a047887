import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSignedIn } from '../lib/session';
import { adminsOnly, withoutMirror, type StaffScreen } from './route-table';

/** Renders a page only for the role and configuration it is made for (the layout ensures sign-in). */
export function RequireSession({ route, children }: { route: StaffScreen; children: ReactNode }) {
  const session = useSignedIn();
  if (withoutMirror(route, session)) return <Navigate to="/inbox" replace />;
  if (adminsOnly(route, session))
    return (
      <div>
        <h1 className="text-2xl">Admins only</h1>
        <p className="mt-2 text-ink-muted">
          This page needs an admin account. Ask an admin if you need something here.
        </p>
      </div>
    );
  return children;
}
