import type { EventInput, EventView } from '@schemas/gallery-event';
import { staffClient } from '../../../lib/staff-client';

export const eventsKey = ['content-events'] as const;
export const eventKey = (id: string) => ['content-event', id] as const;

const one = (id: string) => `/content/events/${encodeURIComponent(id)}`;

export async function fetchEvents() {
  return (await staffClient.get<{ items: EventView[] }>('/content/events')).data.items;
}
export async function fetchEvent(id: string) {
  return (await staffClient.get<EventView>(one(id))).data;
}
export async function saveEvent(id: string | undefined, event: EventInput) {
  return id
    ? (await staffClient.put<EventView>(one(id), event)).data
    : (await staffClient.post<EventView>('/content/events', event)).data;
}
export async function changeEventState(id: string, action: 'publish' | 'unpublish') {
  return (await staffClient.post<EventView>(`${one(id)}/state`, { action })).data;
}
export async function deleteEvent(id: string) {
  await staffClient.delete(one(id));
}
export async function deleteSampleEvents() {
  return (await staffClient.post<{ deleted: number }>('/content/events/delete-samples')).data;
}
