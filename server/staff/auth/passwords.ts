import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { newPassword } from '../../../schemas/staff-api';
import { passwordStrength } from '../../password-strength';
import { StaffApiError } from '../staff-api-error';

/** argon2id (the package's default algorithm) with OWASP's settings: 19 MiB, two passes, one lane. */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let common: Set<string> | undefined;
/** The ~50,000 most used passwords (zxcvbn's list), compared without case. */
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

export const weakPassword = (message: string) => new StaffApiError(422, 'WEAK_PASSWORD', message);

/** zxcvbn's estimate (its common lists and keyboard patterns); 3 is "safely unguessable" online. */
const MIN_SCORE = 3;

/** zxcvbn's warnings are translation keys (no English pack installed): what each means for a person. */
const reasons: Record<string, string> = {
  similarToCommon: 'it is a common password with small changes',
  commonWord: 'it is built on a common word',
  userInputs: 'it holds your name or e-mail address',
  simpleRepeat: 'it repeats characters',
  extendedRepeat: 'it repeats a pattern',
  sequences: 'it is a sequence like abc or 123',
  straightRow: 'it is a row of keys',
  keyPattern: 'it is a keyboard pattern',
  recentYears: 'it ends in a recent year',
  dates: 'it is a date',
  namesByThemselves: 'it is a name',
};

/** Throws WEAK_PASSWORD for a short, overlong or commonly used password. */
export function checkNewPassword(password: string, personal: string[] = []) {
  const parsed = newPassword.safeParse(password);
  if (!parsed.success) throw weakPassword(parsed.error.issues[0].message);
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || /^(.)\1+$/.test(password))
    throw weakPassword('This password is one of the most common ones; choose another');
  if (personal.some((value) => value.length >= 4 && lower.includes(value.toLowerCase())))
    throw weakPassword('Do not use your name or e-mail address in your password');
  const estimate = passwordStrength().check(password, personal);
  if (estimate.score < MIN_SCORE) {
    const reason = reasons[estimate.feedback.warning ?? ''];
    throw weakPassword(
      `This password is too easy to guess${reason ? ` (${reason})` : ''}. Use three or four unrelated words, or a longer mix of words and numbers.`,
    );
  }
}

export const hashPassword = (password: string) => hash(password, argon2Options);

/**
 * A check that costs the same whether or not the account exists, so the answer time does not
 * tell which e-mail addresses have accounts.
 */
let decoy: Promise<string> | undefined;
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('no account has this password');
    await verify(await decoy, password);
    return false;
  }
  return verify(storedHash, password);
}
