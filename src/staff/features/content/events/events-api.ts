import type { EventInput, EventView } from '@schemas/gallery-event';
import { staffClient } from '../../../lib/staff-client';
import { contentItems } from '../content-items';

export const eventsKey = ['content-events'] as const;
export const eventKey = (id: string) => ['content-event', id] as const;

const items = contentItems<EventInput, EventView>('/content/events');
const { one } = items;

export async function fetchEvents() {
  return (await staffClient.get<{ items: EventView[] }>('/content/events')).data.items;
}
export async function fetchEvent(id: string) {
  return (await staffClient.get<EventView>(one(id))).data;
}
export const saveEvent = items.save;
export async function changeEventState(id: string, action: 'publish' | 'unpublish') {
  return (await staffClient.post<EventView>(`${one(id)}/state`, { action })).data;
}
export const deleteEvent = items.remove;
export async function deleteSampleEvents() {
  return (await staffClient.post<{ deleted: number }>('/content/events/delete-samples')).data;
}
