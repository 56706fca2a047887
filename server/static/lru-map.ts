/** A map that holds at most `max` entries, forgetting the one least recently read or written first. */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get size() {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: the entry moves to the back, the first is the least recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V) {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The keys, the most recently read or written first. */
  keys(): K[] {
    return [...this.entries.keys()].reverse();
  }

  delete(key: K) {
    this.entries.delete(key);
  }
}
