import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChatButton } from '@/components/layout/chat-button';
import { Footer } from '@/components/layout/footer';
import { HelplineBar } from '@/components/layout/helpline-bar';
import { HomeFloat } from '@/components/layout/home-float';
import { Navbar } from '@/components/layout/navbar';
import { SupportDialog } from '@/components/layout/support-dialog';
import { SupportPopup } from '@/components/layout/support-popup';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { island } from '@/islands/island';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { useDocumentHead } from './use-document-head';
import { englishPath } from '@/i18n/locale';
import { SwitchPath } from '@/i18n/page-path';
import { languageSwitchPath } from './language-switch-path';
import { usePageData } from './page-data';
import { useShell } from '@/content/hooks/use-shell';
import { site } from '@/config/site';

// The shell's interactive parts; the rest of it is plain HTML in a built page (the support dialog
// too: the island only opens it by itself).
const HelplineBarIsland = island('helpline-bar', HelplineBar, 'interaction');
const SupportPopupIsland = island('support-popup', SupportPopup, 'engaged');

export function AppLayout() {
  const { pathname } = useLocation();
  const shell = useShell();
  const { blog } = usePageData();
  useDocumentHead();

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {shell.skipToContent}
      </a>
      {site.helpline && <HelplineBarIsland />}
      <SwitchPath value={languageSwitchPath(pathname, blog)}>
        <Navbar />
      </SwitchPath>
      <main id="main" tabIndex={-1} className="outline-none">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <RenderWhenNear>
        <Footer />
      </RenderWhenNear>
      <ChatButton />
      {englishPath(pathname) === '/' && <HomeFloat />}
      <SupportDialog />
      <SupportPopupIsland />
    </>
  );
}
