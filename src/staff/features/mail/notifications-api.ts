import { staffClient } from '../../lib/staff-client';

// The notifications issue owns this part of the staff API (server/notify/notify-routes.ts);
// its answer shape is written down in the contracts between the branches.
export type NotificationStatus = 'queued' | 'sent' | 'failed';

export interface NotificationItem {
  id: string;
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

export async function fetchMessage(id: string) {
  return (await staffClient.get<string>(`/notifications/${encodeURIComponent(id)}/message`, { responseType: 'text' }))
    .data;
}

export async function resend(id: string) {
  await staffClient.post(`/notifications/${encodeURIComponent(id)}/resend`);
}
