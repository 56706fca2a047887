import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * eSewa ePay v2's signature: Base64 of HMAC-SHA256 with the merchant secret over the signed fields,
 * in the order `signed_field_names` lists them, each as `name=value`, joined by commas.
 */
export function esewaSignature(secret: string, values: Record<string, string>, signedFieldNames: string): string {
  const message = signedFieldNames
    .split(',')
    .map((name) => `${name}=${values[name] ?? ''}`)
    .join(',');
  return createHmac('sha256', secret).update(message).digest('base64');
}

/** Whether `values.signature` is eSewa's signature over the fields it names. */
export function esewaSigned(secret: string, values: Record<string, string>): boolean {
  if (typeof values.signature !== 'string' || typeof values.signed_field_names !== 'string') return false;
  const expected = Buffer.from(esewaSignature(secret, values, values.signed_field_names));
  const given = Buffer.from(values.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
