import type { CareerOpeningInput, CareerOpeningView } from '@schemas/career-opening';
import { staffClient } from '../../../lib/staff-client';
import { contentItems } from '../content-items';

export const openingsKey = ['content-openings'] as const;
const items = contentItems<CareerOpeningInput, CareerOpeningView>('/content/openings');

export async function fetchOpenings() {
  return (await staffClient.get<{ items: CareerOpeningView[] }>('/content/openings')).data.items;
}
export const saveOpening = items.save;
export const deleteOpening = items.remove;
export async function orderOpenings(ids: string[]) {
  return (await staffClient.put<{ items: CareerOpeningView[] }>('/content/openings/order', { ids })).data.items;
}
