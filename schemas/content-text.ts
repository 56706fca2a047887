import { withoutControls } from './plain-text';
import { z } from './zod';

/** A content text staff may leave empty: one line, or with `lines` one that may hold line breaks. */
export const optionalText = (max: number, lines = false) =>
  z.string().trim().max(max, `at most ${max} characters`).superRefine(withoutControls({ lines }));

/** A content text staff must write. */
export const requiredText = (max: number, lines = false) => optionalText(max, lines).min(1, 'write it');
