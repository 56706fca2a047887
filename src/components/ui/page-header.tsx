import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The banner every inner page opens with; it owns the page's single h1. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <header className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-accent-500/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 left-1/3 h-72 w-72 rounded-full bg-brand-400/20 blur-3xl"
      />
      <div className="container-page relative py-14 sm:py-20">
        {eyebrow && <p className="eyebrow text-accent-300">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl text-white sm:text-5xl">{title}</h1>
        {intro && <div className="mt-4 max-w-2xl text-lg text-brand-100">{intro}</div>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </header>
  );
}
