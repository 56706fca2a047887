import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { matchPath, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/loading';
import { NotFound } from '../components/not-found';
import { RequireSession } from './require-session';
import { sessionFrom } from '../lib/session';
import { adminsOnly, inOtherMode, staffRouteTable } from './route-table';
import { StaffLayout } from './staff-layout';

const loading = (
  <div className="p-6">
    <Loading />
  </div>
);

const pages = staffRouteTable.map((route) => ({ route, Page: lazy(route.load) }));

const routes: RouteObject[] = [
  ...pages
    .filter(({ route }) => route.access === 'public')
    .map(({ route, Page }) => ({
      path: route.path,
      element: (
        <Suspense fallback={loading}>
          <Page />
        </Suspense>
      ),
    })),
  {
    element: <StaffLayout />,
    children: [
      ...pages
        .filter(({ route }) => route.access !== 'public')
        .map(({ route, Page }) => ({
          path: route.path,
          element: (
            <RequireSession route={route}>
              <Suspense fallback={loading}>
                <Page />
              </Suspense>
            </RequireSession>
          ),
        })),
      { path: '/inbox', element: <Navigate to="/" replace /> },
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
 * opens for (relay mode has no inbox; a page for admins).
 */
export function preloadScreen(path: string, search: string, client: QueryClient) {
  for (const screen of staffRouteTable) {
    const match = matchPath(screen.path, path);
    if (!match) continue;
    const code = screen.load();
    if (screen.access !== 'public')
      Promise.all([code, sessionFrom(client)])
        .then(([module, session]) => {
          if (session && !inOtherMode(screen, session) && !adminsOnly(screen, session))
            module.prefetch?.(client, match.params, new URLSearchParams(search));
        })
        .catch(() => undefined); // the screen says what failed when it renders
    return screen;
  }
  return undefined;
}
