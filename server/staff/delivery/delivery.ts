import type { DeadLetter, TableHealth } from '../../../schemas/staff-api';

/** The mirror's deliveries as the back office's Delivery page reads and retries them; the mirror gives them. */
export interface Delivery {
  counts(): { pending: number; delivered: number };
  /** Newest first. */
  deadLetters(): DeadLetter[];
  /** Sends one dead letter again, alone; false when it is not a dead letter (any more). */
  retry(seq: number): boolean;
  tableHealth(): TableHealth[];
  /** Delivers what is due now instead of at the next idle check. */
  nudge(): void;
}
