import type { LaunchChecklist } from '@schemas/launch-checklist';
import type { SampleChangeAnswer, SampleContentStatus } from '@schemas/sample-content';
import { staffClient } from '../../lib/staff-client';

export async function getLaunchChecklist() {
  return (await staffClient.get<LaunchChecklist>('/launch-checklist')).data;
}
export async function getSamples() {
  return (await staffClient.get<SampleContentStatus>('/samples')).data;
}
export async function removeSamples() {
  return (await staffClient.post<SampleChangeAnswer>('/samples/remove')).data;
}
export async function restoreSamples() {
  return (await staffClient.post<SampleChangeAnswer>('/samples/restore')).data;
}
