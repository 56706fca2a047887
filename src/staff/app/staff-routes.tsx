import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { matchPath, useRoutes, type RouteObject } from 'react-router-dom';
import { whenIdle } from '@/lib/when-idle';
import { Loading } from '../components/loading';
import { NotFound } from '../components/not-found';
import { RequireSession } from './require-session';
import { sessionFrom } from '../lib/session';
import { adminsOnly, withoutMirror, staffRouteTable } from './route-table';
import { StaffLayout } from './staff-layout';

const loading = (
  <div className="p-6">
    <Loading />
  </div>
);

const pages = staffRouteTable.map((route) => ({ route, Page: lazy(route.load) }));

/** A page, once its code is in; after its first render the screens staff open most warm up. */
const screen = (Page: ComponentType) => (
  <Suspense fallback={loading}>
    <Page />
    <WarmScreens />
  </Suspense>
);

const routes: RouteObject[] = [
  ...pages
    .filter(({ route }) => route.access === 'public')
    .map(({ route, Page }) => ({
      path: route.path,
      element: screen(Page),
    })),
  {
    element: <StaffLayout />,
    children: [
      ...pages
        .filter(({ route }) => route.access !== 'public')
        .map(({ route, Page }) => ({
          path: route.path,
          element: <RequireSession route={route}>{screen(Page)}</RequireSession>,
        })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The back office's routes, built from its route table. */
export function StaffRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the code of the screen at `path` (below /staff, with its `search`) at once, alongside
 * the session check, rather than after it: `lazy` later imports the same module and finds it loaded.
 * A screen that prefetches asks for its data as soon as its code and the session are in (the session
 * comes first: the gateway names it in the page's head), not once it renders, and only for someone it
 * opens for (the mirror's page where one is configured; a page for admins).
 */
export function preloadScreen(path: string, search: string, client: QueryClient) {
  for (const screen of staffRouteTable) {
    const match = matchPath(screen.path, path);
    if (!match) continue;
    const code = screen.load();
    if (screen.access !== 'public')
      Promise.all([code, sessionFrom(client)])
        .then(([module, session]) => {
          if (session && !withoutMirror(screen, session) && !adminsOnly(screen, session))
            module.prefetch?.(client, match.params, new URLSearchParams(search));
        })
        .catch(() => undefined); // the screen says what failed when it renders
    return screen;
  }
  return undefined;
}

let warmed = false;

/**
 * Once the first screen has rendered and has its data, at idle, the screens staff open most (the
 * inbox, a submission) fetch their code, so the first tap on a row or on Sign in waits for data
 * only. Each still comes in its own files. Rendered after the page, so the page's own queries have
 * started: the warm-up never competes with the first screen's data.
 */
function WarmScreens() {
  const client = useQueryClient();
  useEffect(() => {
    if (warmed) return;
    warmed = true;
    const warm = () => {
      for (const route of staffRouteTable) if (route.warm) route.load().catch(() => undefined);
    };
    if (client.isFetching() === 0) return whenIdle(warm);
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      stop();
      whenIdle(warm);
    });
  }, [client]);
  return null;
}
