import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChatButton } from '@/components/layout/chat-button';
import { Footer } from '@/components/layout/footer';
import { HelplineBar } from '@/components/layout/helpline-bar';
import { HomeFloat } from '@/components/layout/home-float';
import { Navbar } from '@/components/layout/navbar';
import { SupportPopup } from '@/components/layout/support-popup';
import { stopDeferringIslands } from '@/lib/island';
import { useToasterRequested } from '@/lib/notify';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { useDocumentHead } from './use-document-head';
import { useScrollToTop } from './use-scroll-to-top';
import { englishPath } from '@/i18n/locale';
import { usePreferredLocale } from '@/i18n/use-preferred-locale';
import { useShell } from '@/i18n/use-shell';

const Toaster = lazy(() => import('@/components/layout/toaster'));

export function AppLayout() {
  const { pathname } = useLocation();
  const toasterRequested = useToasterRequested();
  const shell = useShell();
  useDocumentHead();
  usePreferredLocale();
  useScrollToTop();
  useEffect(stopDeferringIslands, []);
  // The page's boot script (page-boot.ts) now presses again what was pressed before hydration.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {shell.skipToContent}
      </a>
      <HelplineBar />
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ChatButton />
      {englishPath(pathname) === '/' && <HomeFloat />}
      <SupportPopup />
      {toasterRequested && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
