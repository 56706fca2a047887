/**
 * Runs at most `limit` jobs at once; the others wait their turn, first come first served.
 * `running` and `waiting` are what a metric or a test reads.
 */
export class JobQueue {
  running = 0;
  private readonly turns: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  get waiting() {
    return this.turns.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    // A finishing job hands its place straight to the next, so `running` never passes the limit.
    else await new Promise<void>((start) => this.turns.push(start));
    try {
      return await job();
    } finally {
      const next = this.turns.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
