import { createContext, useContext } from 'react';

/**
 * The path of the page being shown. The prerenderer and the dev app take it from the router; an
 * island hydrated on its own takes it from `location`, so an island needs no router.
 */
export const PagePath = createContext('/');

export function usePagePath(): string {
  return useContext(PagePath);
}

/**
 * Where the language switch leads when the same path in the other language is not the same page:
 * a post's twin (its address differs), the other language's blog (a post with no twin), the other
 * language's home (the not-found page). Undefined: the same path in the other language.
 */
export const SwitchPath = createContext<string | undefined>(undefined);
