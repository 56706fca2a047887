/** One kind of shipped sample content, as "Remove all sample content" removes and brings it back. */
export interface SampleKind<Kept = unknown> {
  /** Its key in a removal's record and in the API (`posts`). */
  key: string;
  /** What they are, plural, in plain words ("blog posts"). */
  label: string;
  /** How many samples of the kind are in place. */
  count(): number;
  /** Removes every sample of the kind inside the caller's transaction, answering what `putBack` needs. */
  take(): Kept;
  /** Puts back exactly what `take` answered, inside the caller's transaction. */
  putBack(kept: Kept): void;
  /** The files only the removed items still name: kept while they may come back. */
  heldFiles?(kept: Kept): string[];
  /** Lets those files go, once the removal can no longer be undone. */
  forget?(kept: Kept): Promise<void>;
}

/** A kind in the list every removal walks (its kept value is only ever handed back to it). */
export const sampleKind = <Kept>(kind: SampleKind<Kept>) => kind as SampleKind;
