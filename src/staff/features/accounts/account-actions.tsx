import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffUserView } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { usersKey } from '../../lib/query-keys';
import { deleteUser, newSetupLink, patchUser, revokeCalendarFeed, revokeSessions } from './accounts-api';
import { SetupLink } from './setup-link';

type Action = 'toggle-disabled' | 'toggle-role' | 'revoke' | 'revoke-feed' | 'link' | 'delete';

/** What an admin can do to one account. An admin's own row offers nothing that locks them out. */
export function AccountActions({ user, self }: { user: StaffUserView; self: boolean }) {
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmFeed, setConfirmFeed] = useState(false);
  const act = useMutation<{ setupUrl?: string; emailed?: boolean; done: string }, ApiError, Action>({
    mutationFn: async (action) => {
      if (action === 'toggle-disabled') {
        await patchUser(user.id, { disabled: !user.disabled });
        return { done: user.disabled ? 'Enabled.' : 'Disabled and signed out.' };
      }
      if (action === 'toggle-role') {
        await patchUser(user.id, { role: user.role === 'admin' ? 'staff' : 'admin' });
        return { done: 'Role changed.' };
      }
      if (action === 'revoke') {
        await revokeSessions(user.id);
        return { done: 'Signed out everywhere.' };
      }
      if (action === 'revoke-feed') {
        await revokeCalendarFeed(user.id);
        return { done: 'Calendar link revoked.' };
      }
      if (action === 'link') return { ...(await newSetupLink(user.id)), done: '' };
      await deleteUser(user.id);
      return { done: 'Removed.' };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
  const who = <span className="sr-only"> ({user.name})</span>;

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-1">
        {!self && (
          <Button size="sm" variant="ghost" onClick={() => act.mutate('toggle-disabled')}>
            {user.disabled ? 'Enable' : 'Disable'}
            {who}
          </Button>
        )}
        {!self && (
          <Button size="sm" variant="ghost" onClick={() => act.mutate('toggle-role')}>
            {user.role === 'admin' ? 'Make staff' : 'Make admin'}
            {who}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => act.mutate('revoke')}>
          Sign out everywhere
          {who}
        </Button>
        {user.hasCalendarFeed && (
          <Button size="sm" variant="ghost" onClick={() => setConfirmFeed(true)}>
            Revoke calendar link
            {who}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => act.mutate('link')}>
          New set-password link
          {who}
        </Button>
        {!self && (
          <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
            Remove
            {who}
          </Button>
        )}
      </div>
      <FormStatus tone={act.isError ? 'error' : 'success'} className="text-sm">
        {act.isError ? act.error.message : act.data?.done}
      </FormStatus>
      {act.data?.setupUrl && (
        <SetupLink who={user.name} url={act.data.setupUrl} emailedTo={act.data.emailed ? user.email : undefined} />
      )}
      <ConfirmDialog
        open={confirmFeed}
        onClose={() => setConfirmFeed(false)}
        title={`Revoke ${user.name}’s calendar link?`}
        cancelLabel="Keep"
        confirmLabel="Revoke calendar link"
        onConfirm={() => {
          setConfirmFeed(false);
          act.mutate('revoke-feed');
        }}
      >
        <p>
          The link stops working at once: calendars subscribed to it get no more meetings. {user.name} can make a new
          one on the Availability page.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={`Remove ${user.name}?`}
        cancelLabel="Keep"
        confirmLabel={`Remove ${user.name}`}
        onConfirm={() => {
          setConfirmDelete(false);
          act.mutate('delete');
        }}
      >
        <p>
          The account is deleted, signed out and its calendar link revoked at once. Notes and audit entries keep the
          name. To keep the account for later, disable it instead.
        </p>
      </ConfirmDialog>
    </div>
  );
}
