import type { Db } from '../storage/db';
import { StaffAccounts } from '../staff/accounts/staff-accounts';

/** Staff accounts that asked for notifications, made as the back office makes them. */
export function addStaffUsers(db: Db, users: { email: string; notifyTables: string[]; disabled?: boolean }[]): void {
  const accounts = new StaffAccounts(db);
  for (const user of users) {
    const { id } = accounts.create({ email: user.email, name: user.email.split('@')[0], role: 'staff' });
    accounts.setNotifyTables(id, user.notifyTables);
    if (user.disabled) accounts.update(id, { disabled: true });
  }
}
