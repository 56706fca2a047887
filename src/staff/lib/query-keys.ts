/** Query keys shared by the pages that read and the mutations that invalidate them. */
export const sessionKey = ['session'] as const;
export const recordsKey = ['records'] as const;
export const recordKey = (table: string, id: string) => ['record', table, id] as const;
export const usersKey = ['users'] as const;
export const notificationsKey = ['notifications'] as const;
export const teamKey = ['team'] as const;
export const deliveryKey = ['delivery'] as const;
export const auditKey = ['audit'] as const;
