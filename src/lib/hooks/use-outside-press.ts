import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` after a pointer press outside `ref` while `active` (after `delayMs`, if given). */
export function useOutsidePress(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
  delayMs = 0,
) {
  // The latest handler, so a re-render does not cancel a pending delayed close.
  const handler = useRef(onOutside);
  useEffect(() => {
    handler.current = onOutside;
  });

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function onPress(event: MouseEvent | TouchEvent) {
      if (ref.current?.contains(event.target as Node)) return;
      clearTimeout(timer);
      if (delayMs > 0) timer = setTimeout(() => handler.current(), delayMs);
      else handler.current();
    }
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
    };
  }, [ref, active, delayMs]);
}
