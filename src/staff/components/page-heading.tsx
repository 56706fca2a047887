import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

interface PageHeadingProps {
  title: string;
  /** The tab's title when it should differ from the heading. */
  tabTitle?: string;
  children?: ReactNode;
}

/** A back-office page's single h1 (also the tab's title) with optional actions beside it. */
export function PageHeading({ title, tabTitle, children }: PageHeadingProps) {
  usePageTitle(tabTitle ?? title);
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl sm:text-3xl">{title}</h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}
