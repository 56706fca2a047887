import { useMediaQuery } from './use-media-query';

/** True when the visitor asked for less motion; animations and autoplay check it. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)') ?? false;
}
