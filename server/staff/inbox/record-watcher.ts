import type { InboxStore } from './inbox-store';
import type { StaffEvents } from '../staff-events';

const POLL_MS = 1000;

/**
 * Tells live pages about new records, whichever process stored them: while anyone listens, the
 * inbox is asked once a second for records past the last one seen.
 */
export class RecordWatcher {
  private timer: NodeJS.Timeout | undefined;
  private lastSeq = 0;
  private listeners = 0;

  constructor(
    private readonly inbox: InboxStore,
    private readonly events: StaffEvents,
  ) {}

  subscribe(): () => void {
    if (this.listeners++ === 0) {
      this.lastSeq = this.inbox.lastSeq();
      this.timer = setInterval(() => this.poll(), POLL_MS);
      this.timer.unref();
    }
    return () => {
      if (--this.listeners === 0) clearInterval(this.timer);
    };
  }

  private poll() {
    try {
      for (const row of this.inbox.arrivedAfter(this.lastSeq)) {
        this.lastSeq = row.seq;
        this.events.emitHere('record', { table: row.table, id: row.id });
      }
    } catch {
      // The database may be closing with the gateway; the next tick or the next listener catches up.
    }
  }

  stop() {
    clearInterval(this.timer);
  }
}
