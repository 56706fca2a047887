import type { ReactNode } from 'react';

/** A block far below the first view, laid out only as it nears the window (`.render-when-near`). */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  return <div className="render-when-near">{children}</div>;
}
