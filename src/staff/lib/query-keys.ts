/** Query keys shared by the pages that read and the mutations that invalidate them. */
export const sessionKey = ['session'] as const;
export const recordsKey = ['records'] as const;
export const recordKey = (table: string, id: string) => ['record', table, id] as const;
/** The mutation key of deleting one record, so a live update can tell it is on its way out. */
export const deleteRecordKey = (table: string, id: string) => ['delete-record', table, id] as const;
export const usersKey = ['users'] as const;
export const notificationsKey = ['notifications'] as const;
export const teamKey = ['team'] as const;
export const deliveryKey = ['delivery'] as const;
export const auditKey = ['audit'] as const;
export const backupsKey = ['backups'] as const;
export const launchChecklistKey = ['launch-checklist'] as const;
export const samplesKey = ['samples'] as const;
export const deadJobsKey = ['jobs', 'dead'] as const;
export const subscribersKey = ['subscribers'] as const;
export const bookingSettingsKey = ['booking-settings'] as const;
export const calendarKey = (from: string, days: number) => ['booking-calendar', from, days] as const;
export const feedKey = ['booking-feed'] as const;
export const overviewKey = ['overview'] as const;
