import type { z } from './zod';

/**
 * Characters no content field may hold: C0 controls (tab, line feed and carriage return only where
 * the text has lines), DEL and C1 controls, the noncharacters U+FFFE and U+FFFF, and lone surrogates.
 * Nobody types them on purpose (they come in with pasted text), and most of them cannot stand in XML
 * at all: one in a post's title made the Atom feed unreadable for every subscriber.
 */
const inLine = /[\p{Cc}\ufffe\uffff]|\p{Cs}/u;
const inLines = /[^\P{Cc}\t\n\r]|[\ufffe\uffff]|\p{Cs}/u;

/** The first refused character of a text as `U+000B`, or undefined when there is none. */
export function controlCharacterIn(text: string, { lines = false } = {}): string | undefined {
  const found = (lines ? inLines : inLine).exec(text)?.[0];
  return found && `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

export const controlCharacterMessage = (code: string) =>
  `remove the invisible control character ${code} (it comes in with pasted text)`;

/**
 * A string schema's check that refuses control characters, naming the first one; `label` starts the
 * message for schemas whose messages name their field themselves (`Title in English: remove …`).
 * Use: `z.string().superRefine(withoutControls({ lines: true }))`.
 */
export const withoutControls =
  ({ lines = false, label }: { lines?: boolean; label?: string } = {}) =>
  (text: string, context: z.RefinementCtx) => {
    const code = controlCharacterIn(text, { lines });
    if (code)
      context.addIssue({
        code: 'custom',
        message: `${label ? `${label}: ` : ''}${controlCharacterMessage(code)}`,
        input: text,
      });
  };
