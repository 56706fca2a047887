import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading } from '../components/loading';
import { cn } from '@/lib/cn';
import { totalNew, useCounts } from '../lib/counts';
import { useSession } from '../lib/session';
import { setCsrfToken, staffClient } from '../lib/staff-client';
import { inboxEntries } from '../lib/inbox-entries';
import { useLiveUpdates } from '../lib/use-live-updates';
import { staffRouteTable } from './route-table';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative flex items-center justify-between gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold',
    isActive ? 'bg-brand-700 text-white' : 'text-brand-900 hover:bg-brand-50',
  );

function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs font-bold text-white">
      {count}
      <span className="sr-only"> new {label}</span>
    </span>
  );
}

/** The signed-in frame: header with the person and sign-out, navigation with new counts, the page. */
export function StaffLayout() {
  const { data: session, isPending } = useSession();
  const { data: counts } = useCounts();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useLiveUpdates(Boolean(session));

  const signOut = useMutation({
    mutationFn: () => staffClient.delete('/session'),
    onSettled: () => {
      setCsrfToken(undefined);
      queryClient.clear();
      navigate('/sign-in', { replace: true });
    },
  });

  if (isPending)
    return (
      <div className="p-6">
        <Loading />
      </div>
    );
  if (!session) return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;

  // The inbox's entries (All new and one per table) carry counts; the other pages come from the table.
  const otherPages = staffRouteTable.filter(
    (route) =>
      route.nav &&
      route.path !== '/' &&
      (!route.mirror || session.mirror) &&
      (route.access !== 'admin' || session.user.role === 'admin'),
  );

  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white lg:row-span-2 lg:min-h-screen lg:border-b-0 lg:border-r">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <p className="leading-tight">
            <span className="block text-sm font-bold text-brand-900">Digital Bridge Nepal</span>
            <span className="block text-xs font-semibold uppercase tracking-widest text-accent-600">Back office</span>
          </p>
          <div className="flex items-center gap-2 lg:hidden">
            <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              Sign out
            </Button>
          </div>
        </div>
        <nav aria-label="Back office" className="px-2 pb-2 lg:px-3">
          <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
            <li>
              <NavLink to="/" end className={linkClass}>
                All new <CountBadge count={totalNew(counts)} label="in all tables" />
              </NavLink>
            </li>
            {inboxEntries.map((entry) => (
              <li key={entry.slug}>
                <NavLink to={`/inbox/${entry.slug}`} className={linkClass}>
                  {entry.label} <CountBadge count={counts?.[entry.table]} label={entry.label.toLowerCase()} />
                </NavLink>
              </li>
            ))}
            {otherPages.map((route) => (
              <li key={route.path}>
                <NavLink to={route.path} className={linkClass}>
                  {route.nav}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden border-t border-slate-200 px-4 py-4 lg:block">
          <p className="text-sm font-semibold text-ink">{session.user.name}</p>
          <p className="break-all text-xs text-ink-muted">{session.user.email}</p>
          <Button
            className="mt-3"
            variant="outline"
            size="sm"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            Sign out
          </Button>
        </div>
      </header>
      <p role="status" className="sr-only">
        {`${totalNew(counts)} new submissions`}
      </p>
      <main id="main" tabIndex={-1} className="min-w-0 px-4 py-5 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
        <Outlet />
      </main>
    </div>
  );
}
