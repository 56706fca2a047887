import type { Picture } from '@/components/ui/img';

/**
 * Intrinsic sizes of the generated artwork (scripts/generate-art.mjs). Content items name their
 * picture; swapping in a real photo means changing its path (and size, if it differs).
 */

export const sceneSize = { width: 800, height: 600 } as const;
export const portraitSize = { width: 400, height: 400 } as const;
export const photoSize = { width: 1200, height: 800 } as const;
export const slideSize = { width: 1600, height: 700 } as const;
export const heroSize = { width: 1200, height: 900 } as const;

export function scene(src: string, alt: string): Picture {
  return { src, alt, ...sceneSize };
}

export function portrait(n: number, name: string): Picture {
  return { src: `/art/people/person-${String(n).padStart(2, '0')}.svg`, alt: `Portrait of ${name}`, ...portraitSize };
}
