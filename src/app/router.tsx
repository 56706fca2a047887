import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { ErrorScreen } from './error-screen';
import { routeTable } from './route-table';

const pages = import.meta.glob<{ default: ComponentType }>(['./routes/*.tsx', '!./routes/*.test.tsx']);

function page(name: string) {
  const load = pages[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page module src/app/routes/${name}.tsx`);
  return lazy(load);
}

/** The route objects, built from the route table; shared by the browser and the prerenderer. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          ...routeTable.map((entry) => {
            const Page = page(entry.page);
            return { path: entry.path, element: <Page /> };
          }),
          { path: '*', element: <ErrorScreen /> },
        ],
      },
    ],
  },
];
