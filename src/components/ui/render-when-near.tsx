import type { ReactNode } from 'react';

/**
 * Content far below the first view, laid out and drawn only as it nears the window
 * (`content-visibility: auto`): the page's first layout skips it, a long task less on a slow phone,
 * and it stays in the page for find-in-page, screen readers and links to its anchors. Until it is
 * first drawn its height is taken as 40rem (afterwards as last drawn); the height only, so an undrawn
 * box never widens a phone's page. Its box contains its paint: nothing inside may be fixed or spill out.
 */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  return <div className="[contain-intrinsic-block-size:auto_40rem] [content-visibility:auto]">{children}</div>;
}
