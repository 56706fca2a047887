import type { ReactNode } from 'react';

/** The white card a page's form sits in, on a muted band below the page header. */
export function FormPanel({ children }: { children: ReactNode }) {
  return (
    <div className="bg-slate-50 py-12 sm:py-16">
      <div className="container-page max-w-4xl">
        <div className="rounded-2xl bg-white p-5 shadow-card sm:p-8">{children}</div>
      </div>
    </div>
  );
}
