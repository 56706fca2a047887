import type { NotificationListAnswer, NotificationParts, NotificationStatus } from '@schemas/staff-api';
import { staffClient } from '../../lib/staff-client';

export async function fetchNotifications(status: NotificationStatus | undefined, cursor: string | undefined) {
  return (await staffClient.get<NotificationListAnswer>('/notifications', { params: { status, cursor } })).data;
}

export async function fetchMessage(id: number) {
  return (await staffClient.get<NotificationParts>(`/notifications/${id}/parts`)).data;
}

export async function resend(id: number) {
  await staffClient.post(`/notifications/${id}/resend`);
}
