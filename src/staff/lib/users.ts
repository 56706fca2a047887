import { useQuery } from '@tanstack/react-query';
import type { StaffUserView, UserListAnswer } from '@schemas/staff-api';
import type { ApiError } from '@/lib/api-error';
import { usersKey } from './query-keys';
import { staffClient } from './staff-client';

/** Every account: the assignee pickers offer the active ones, the accounts page shows them all. */
export function useUsers() {
  return useQuery<StaffUserView[], ApiError>({
    queryKey: usersKey,
    queryFn: async () => (await staffClient.get<UserListAnswer>('/users')).data.items,
  });
}
