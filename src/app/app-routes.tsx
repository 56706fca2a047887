import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { ErrorScreen } from './error-screen';
import { routeTable } from './route-table';

const pages = import.meta.glob<{ default: ComponentType }>(['./routes/*.tsx', '!./routes/*.test.tsx']);

function page(name: string) {
  const load = pages[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page module src/app/routes/${name}.tsx`);
  return lazy(load);
}

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...routeTable.map((entry) => {
        const Page = page(entry.page);
        return { path: entry.path, element: <Page /> };
      }),
      { path: '*', element: <ErrorScreen /> },
    ],
  },
];

/**
 * The app's routes, built from the route table. The declarative router is used on purpose: the
 * data router would double react-router's share of every page's JavaScript for features the
 * site does not use (loaders, actions).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
