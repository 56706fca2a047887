import { StrictMode, useEffect, type ReactNode } from 'react';
import { PagePath } from '@/i18n/page-path';
import { WokenBy, type Waker } from './island';

/** Marks the island hydrated once React has committed it: the page's boot script replays presses then. */
function MarkHydrated({ element }: { element?: HTMLElement }) {
  useEffect(() => element?.setAttribute('data-hydrated', ''), [element]);
  return null;
}

interface IslandRootProps {
  pagePath: string;
  /** The island's box, in the browser. */
  element?: HTMLElement;
  /** In the browser: what woke the island (src/islands/island.tsx). */
  wokenBy?: Waker;
  children: ReactNode;
}

/**
 * What wraps an island both when the prerenderer renders it and when the browser hydrates it: the
 * same tree on both sides, so useId values (form field ids) match.
 */
export function IslandRoot({ pagePath, element, wokenBy = 'schedule', children }: IslandRootProps) {
  return (
    <StrictMode>
      <PagePath value={pagePath}>
        <WokenBy value={wokenBy}>{children}</WokenBy>
        <MarkHydrated element={element} />
      </PagePath>
    </StrictMode>
  );
}

/** The identifierPrefix of an island's root: useId values then match between the two renders. */
export const islandIdPrefix = (key: string) => `${key}-`;
