import { StrictMode, type ReactNode } from 'react';
import { PagePath } from '@/i18n/page-path';

/** What wraps an island both when the prerenderer renders it and when the browser hydrates it. */
export function IslandRoot({ pagePath, children }: { pagePath: string; children: ReactNode }) {
  return (
    <StrictMode>
      <PagePath value={pagePath}>{children}</PagePath>
    </StrictMode>
  );
}

/** The identifierPrefix of an island's root: useId values then match between the two renders. */
export const islandIdPrefix = (key: string) => `${key}-`;
