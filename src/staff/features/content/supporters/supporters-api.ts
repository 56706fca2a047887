import type { Supporter, SupportersAnswer } from '@schemas/supporter';
import { staffClient } from '../../../lib/staff-client';

export const supportersKey = ['content-supporters'] as const;

export async function fetchSupporters() {
  return (await staffClient.get<SupportersAnswer>('/content/supporters')).data.supporters;
}
export async function saveSupporters(supporters: Supporter[]) {
  return (await staffClient.put<SupportersAnswer>('/content/supporters', { supporters })).data.supporters;
}
