import type { TeamCreate, TeamMemberView, TeamPatch, TeamPhotoAnswer } from '@schemas/staff-api';
import { staffClient } from '../../lib/staff-client';

export async function fetchTeam() {
  return (await staffClient.get<{ items: TeamMemberView[] }>('/team')).data.items;
}
export async function addMember(member: TeamCreate) {
  return (await staffClient.post<TeamMemberView>('/team', member)).data;
}
export async function patchMember(id: string, patch: TeamPatch) {
  return (await staffClient.patch<TeamMemberView>(`/team/${encodeURIComponent(id)}`, patch)).data;
}
export async function deleteMember(id: string) {
  await staffClient.delete(`/team/${encodeURIComponent(id)}`);
}
export async function reorderTeam(ids: string[]) {
  return (await staffClient.put<{ items: TeamMemberView[] }>('/team/order', { ids })).data.items;
}
export async function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await staffClient.post<TeamPhotoAnswer>('/team/photo', form)).data;
}
