/** Who in the back office asked to be told about new records of a table (the staff accounts answer). */
export interface NotifiedStaff {
  notifiedAddresses(table: string): string[];
}

/**
 * Who is told about a new record of `table`: the active staff who asked for it in the back office,
 * plus the environment's default list; each address once, whatever its case.
 */
export function staffRecipients(staff: NotifiedStaff, table: string, defaults: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...staff.notifiedAddresses(table), ...defaults].filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
