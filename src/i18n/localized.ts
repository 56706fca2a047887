/** Keys whose values are machine values, not texts: components choose an icon or a colour by them. */
type MachineKey = 'kind' | 'colour';

/**
 * The shape of an English content value with its texts widened to `string`, so the Nepali module
 * can be typed against the English one (`as const` lists keep their length and order, icons and
 * other functions stay as they are, and so do machine values).
 */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { -readonly [K in keyof T]: K extends MachineKey ? T[K] : Localized<T[K]> }
      : T;
