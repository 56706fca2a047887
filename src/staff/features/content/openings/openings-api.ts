import type { CareerOpeningInput, CareerOpeningView } from '@schemas/career-opening';
import { staffClient } from '../../../lib/staff-client';

export const openingsKey = ['content-openings'] as const;
const one = (id: string) => `/content/openings/${encodeURIComponent(id)}`;

export async function fetchOpenings() {
  return (await staffClient.get<{ items: CareerOpeningView[] }>('/content/openings')).data.items;
}
export async function saveOpening(id: string | undefined, item: CareerOpeningInput) {
  return id
    ? (await staffClient.put<CareerOpeningView>(one(id), item)).data
    : (await staffClient.post<CareerOpeningView>('/content/openings', item)).data;
}
export async function deleteOpening(id: string) {
  await staffClient.delete(one(id));
}
export async function orderOpenings(ids: string[]) {
  return (await staffClient.put<{ items: CareerOpeningView[] }>('/content/openings/order', { ids })).data.items;
}
