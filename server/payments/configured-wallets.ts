import type { Config } from '../config';
import { EsewaWallet } from './esewa-wallet';
import { KhaltiWallet } from './khalti-wallet';

/** The wallets whose merchant settings are set: neither, and paid meetings keep the payment instructions alone. */
export function configuredWallets(config: Config): { khalti?: KhaltiWallet; esewa?: EsewaWallet } {
  return {
    khalti: config.KHALTI_SECRET_KEY ? new KhaltiWallet(config.KHALTI_API_URL, config.KHALTI_SECRET_KEY) : undefined,
    esewa:
      config.ESEWA_MERCHANT_CODE && config.ESEWA_SECRET_KEY
        ? new EsewaWallet(
            config.ESEWA_MERCHANT_CODE,
            config.ESEWA_SECRET_KEY,
            config.ESEWA_FORM_URL,
            config.ESEWA_STATUS_URL,
          )
        : undefined,
  };
}

/**
 * Where the visitor's pay forms may lead (the CSP's form-action; a browser checks a form's
 * redirects too): eSewa's form, and Khalti's pay pages, which are on khalti.com's subdomains
 * (pay.khalti.com, test-pay.khalti.com) or, for the tests' double, on its API's own origin.
 */
export function walletFormOrigins(config: Config): string[] {
  const origins: string[] = [];
  if (config.KHALTI_SECRET_KEY) origins.push(new URL(config.KHALTI_API_URL).origin, 'https://*.khalti.com');
  if (config.ESEWA_MERCHANT_CODE) origins.push(new URL(config.ESEWA_FORM_URL).origin);
  return [...new Set(origins)];
}
