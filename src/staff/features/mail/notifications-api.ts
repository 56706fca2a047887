import { staffClient } from '../../lib/staff-client';

// The notifications issue owns this part of the staff API (server/notify/notify-routes.ts);
// its answer shape is written down in the contracts between the branches.
export type NotificationStatus = 'queued' | 'sent' | 'failed';

export interface NotificationItem {
  id: number;
  kind: string;
  channel: string;
  recipient: string;
  subject: string;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  recordTable: string | null;
  recordId: string | null;
}

export interface NotificationPage {
  items: NotificationItem[];
  nextCursor: string | null;
}

export async function fetchNotifications(status: NotificationStatus | undefined, cursor: string | undefined) {
  return (await staffClient.get<NotificationPage>('/notifications', { params: { status, cursor } })).data;
}

export async function fetchMessage(id: number) {
  return (await staffClient.get<string>(`/notifications/${id}/message`, { responseType: 'text' })).data;
}

export async function resend(id: number) {
  await staffClient.post(`/notifications/${id}/resend`);
}
