import type { FastifyRequest } from 'fastify';
import type { LimitCounters } from '../limits/limit-counters';
import { memoryUploadBudget, sharedUploadBudget } from './upload-budget';
import { UploadError } from './upload-error';

export interface UploadGuardOptions {
  /** Origins whose pages may upload: the public URL's and CORS_ORIGINS. */
  allowedOrigins: readonly string[];
  /** Whether a same-host Origin counts (no PUBLIC_URL configured: the Host is all there is). */
  allowSameHost: boolean;
  /** Bytes one address may upload per hour; 0 turns the cap off. */
  bytesPerHour: number;
  /** Uploads received or forwarded at once; more are refused with 503 until one finishes. */
  maxInFlight: number;
  /** On PostgreSQL: the hourly bytes counted in the database, for every gateway on it together. */
  shared?: LimitCounters;
}

/**
 * What stands before an anonymous upload: a browser on another site's page is refused (its
 * Origin tells), one address gets a bounded number of bytes per hour, and only so many uploads
 * run at once (each holds an open file).
 */
export class UploadGuard {
  private readonly budget;
  private inFlight = 0;

  constructor(private readonly options: UploadGuardOptions) {
    this.budget = options.shared ? sharedUploadBudget(options.shared) : memoryUploadBudget();
  }

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
    const { used, resetsAt } = this.budget.used(address);
    if (used < this.options.bytesPerHour) return;
    throw this.overBudget(resetsAt);
  }

  /** Counts a received file; the file that crosses the cap is refused and not kept. */
  spend(address: string, bytes: number) {
    if (this.options.bytesPerHour === 0) return;
    const { used, resetsAt } = this.budget.spend(address, bytes);
    if (used > this.options.bytesPerHour) throw this.overBudget(resetsAt);
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

  private overBudget(resetsAt: number) {
    const retryAfter = Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000));
    return new UploadError(429, 'Too many uploads from your address. Please try again later.', undefined, retryAfter);
  }
}
