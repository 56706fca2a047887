import type { SetupLinkAnswer, StaffUserView, UserCreate, UserCreatedAnswer, UserPatch } from '@schemas/staff-api';
import { staffClient } from '../../lib/staff-client';

export async function createUser(user: UserCreate) {
  return (await staffClient.post<UserCreatedAnswer>('/users', user)).data;
}
export async function patchUser(id: string, patch: UserPatch) {
  return (await staffClient.patch<StaffUserView>(`/users/${encodeURIComponent(id)}`, patch)).data;
}
export async function deleteUser(id: string) {
  await staffClient.delete(`/users/${encodeURIComponent(id)}`);
}
export async function revokeSessions(id: string) {
  await staffClient.post(`/users/${encodeURIComponent(id)}/revoke-sessions`);
}
export async function revokeCalendarFeed(id: string) {
  await staffClient.delete(`/users/${encodeURIComponent(id)}/calendar-feed`);
}
export async function newSetupLink(id: string) {
  return (await staffClient.post<SetupLinkAnswer>(`/users/${encodeURIComponent(id)}/setup-link`)).data;
}
