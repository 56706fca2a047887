import type { StaffContext, StaffPrincipal } from '../staff-context';

/**
 * An address as a staff member may see it: admins see every address; anyone else sees their own
 * and outside addresses, and a colleague by name only (the Mail page lists staff notifications).
 */
export function colleagueShown(context: StaffContext, reader: StaffPrincipal, address: string): string {
  if (reader.role === 'admin') return address;
  const colleague = context.accounts.findByEmail(address);
  if (!colleague || colleague.id === reader.user?.id) return address;
  return `${colleague.name} (colleague)`;
}
