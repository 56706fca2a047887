import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading } from '../components/loading';
import { totalNew, useCounts } from '../lib/counts';
import { useSession } from '../lib/session';
import { setCsrfToken, staffClient } from '../lib/staff-client';
import { useLiveUpdates } from '../lib/use-live-updates';
import { BottomNav } from './bottom-nav';
import { navSections } from './nav-sections';
import { SideNav } from './side-nav';

/** The signed-in frame: header with the person and sign-out, navigation in groups with new counts, the page. */
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

  const sections = navSections(session, counts);

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
        <SideNav sections={sections} />
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
      {/* Room below the page for the phone's navigation bar, so it never covers the last control. */}
      <main id="main" tabIndex={-1} className="min-w-0 px-4 pb-28 pt-5 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
        <Outlet />
      </main>
      <BottomNav sections={sections} />
    </div>
  );
}
