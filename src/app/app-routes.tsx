import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { ErrorScreen } from './error-screen';
import { localizedPath } from '@/i18n/locale';
import { PagePath } from '@/i18n/page-path';
import { routeTable } from './route-table';

const pages = import.meta.glob<{ default: ComponentType }>(['./routes/*.tsx', '!./routes/*.test.tsx']);

function page(name: string) {
  const load = pages[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page module src/app/routes/${name}.tsx`);
  return lazy(load);
}

const BlogPost = page('blog-post');

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Every page in English at its path and in Nepali under /ne/ (same page module, texts by path).
      ...routeTable.flatMap((entry) => {
        const Page = page(entry.page);
        return [entry.path, localizedPath(entry.path, 'ne')].map((path) => ({ path, element: <Page /> }));
      }),
      // A post's own page (not a prerendered route: the gateway renders it with the post).
      ...['/blog/:slug', localizedPath('/blog/:slug', 'ne')].map((path) => ({ path, element: <BlogPost /> })),
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
  const { pathname } = useLocation();
  return (
    <PagePath value={pathname}>
      {/* The shell waits for its Nepali texts on a Nepali page. */}
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </PagePath>
  );
}
