import type { ReactNode } from 'react';

/** The centred card the sign-in and set-password pages sit in, outside the signed-in frame. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lift sm:p-8">
        <p className="text-xs font-semibold uppercase tracking-widest text-accent-600">
          Digital Bridge Nepal · Back office
        </p>
        <h1 className="mt-2 text-2xl">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
