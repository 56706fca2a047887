import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { newPassword } from '../../../schemas/staff-api';
import { StaffApiError } from '../staff-api-error';

/** argon2id (the package's default algorithm) with OWASP's settings: 19 MiB, two passes, one lane. */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let common: Set<string> | undefined;
/** The ~50,000 most used passwords (zxcvbn's list), compared without case. */
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

export const weakPassword = (message: string) => new StaffApiError(422, 'WEAK_PASSWORD', message);

/** Throws WEAK_PASSWORD for a short, overlong or commonly used password. */
export function checkNewPassword(password: string, personal: string[] = []) {
  const parsed = newPassword.safeParse(password);
  if (!parsed.success) throw weakPassword(parsed.error.issues[0].message);
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || /^(.)\1+$/.test(password))
    throw weakPassword('This password is one of the most common ones; choose another');
  if (personal.some((value) => value.length >= 4 && lower.includes(value.toLowerCase())))
    throw weakPassword('Do not use your name or e-mail address in your password');
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
