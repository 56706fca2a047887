import { createContext, useContext } from 'react';

/**
 * The path of the page being shown. The prerenderer and the dev app take it from the router; an
 * island hydrated on its own takes it from `location`, so an island needs no router.
 */
export const PagePath = createContext('/');

export function usePagePath(): string {
  return useContext(PagePath);
}
