import type { FastifyRequest } from 'fastify';
import { UploadError } from './upload-error';

const HOUR_MS = 3_600_000;

export interface UploadGuardOptions {
  /** Origins whose pages may upload: the public URL's and CORS_ORIGINS. */
  allowedOrigins: readonly string[];
  /** Whether a same-host Origin counts (no PUBLIC_URL configured: the Host is all there is). */
  allowSameHost: boolean;
  /** Bytes one address may upload per hour; 0 turns the cap off. */
  bytesPerHour: number;
  /** Uploads received or forwarded at once; more are refused with 503 until one finishes. */
  maxInFlight: number;
}

/**
 * What stands before an anonymous upload: a browser on another site's page is refused (its
 * Origin tells), one address gets a bounded number of bytes per hour, and only so many uploads
 * run at once (each holds an open file).
 */
export class UploadGuard {
  private windowStart = Date.now();
  private used = new Map<string, number>();
  private inFlight = 0;

  constructor(private readonly options: UploadGuardOptions) {}

  checkOrigin(request: FastifyRequest) {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const sameHost =
      this.options.allowSameHost && (origin === `http://${request.host}` || origin === `https://${request.host}`);
    if (sameHost || this.options.allowedOrigins.includes(origin)) return;
    throw new UploadError(403, 'Uploads are only accepted from this site’s own pages');
  }

  /** Refuses an address that has used its hourly bytes; `retryAfter` is when its hour ends. */
  checkBudget(address: string) {
    if (this.options.bytesPerHour === 0) return;
    this.roll();
    if ((this.used.get(address) ?? 0) < this.options.bytesPerHour) return;
    throw this.overBudget();
  }

  /** Counts a received file; the file that crosses the cap is refused and not kept. */
  spend(address: string, bytes: number) {
    if (this.options.bytesPerHour === 0) return;
    this.roll();
    const total = (this.used.get(address) ?? 0) + bytes;
    this.used.set(address, total);
    if (total > this.options.bytesPerHour) throw this.overBudget();
  }

  /** Runs `work` as one of the uploads in flight, or refuses at once when all slots are taken. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.options.maxInFlight)
      throw new UploadError(503, 'Too many uploads at once. Please try again in a moment.', undefined, 5);
    this.inFlight += 1;
    try {
      return await work();
    } finally {
      this.inFlight -= 1;
    }
  }

  private roll() {
    if (Date.now() - this.windowStart < HOUR_MS) return;
    this.windowStart = Date.now();
    this.used = new Map();
  }

  private overBudget() {
    const retryAfter = Math.max(1, Math.ceil((this.windowStart + HOUR_MS - Date.now()) / 1000));
    return new UploadError(429, 'Too many uploads from your address. Please try again later.', undefined, retryAfter);
  }
}
