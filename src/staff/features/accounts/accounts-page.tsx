import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { StaffUserView } from '@schemas/staff-api';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { useSignedIn } from '../../lib/session';
import { useUsers } from '../../lib/users';
import { AccountActions } from './account-actions';
import { AddAccountForm } from './add-account-form';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';

const column = createColumnHelper<StaffUserView>();
const state = (user: StaffUserView) => (user.disabled ? 'Disabled' : user.hasPassword ? 'Active' : 'Invited');

/** Admins add people, change roles, disable, sign out everywhere, revoke calendar links and remove accounts. */
export default function AccountsPage() {
  const { user: me } = useSignedIn();
  const { data: users, isPending, error } = useUsers();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: (info) => (
          <span className="font-semibold">
            {info.getValue()}
            {info.row.original.id === me.id && <span className="font-normal text-ink-muted"> (you)</span>}
          </span>
        ),
      }),
      column.accessor('email', {
        header: 'E-mail',
        cell: (info) => <span className="break-all">{info.getValue()}</span>,
      }),
      column.accessor('role', { header: 'Role', cell: (info) => (info.getValue() === 'admin' ? 'Admin' : 'Staff') }),
      column.accessor(state, { id: 'state', header: 'State' }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => <AccountActions user={row.original} self={row.original.id === me.id} />,
      }),
    ],
    [me.id],
  );
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title="Accounts" />
      <AddAccountForm />
      {isPending ? (
        <Loading />
      ) : error ? (
        <LoadError what="The accounts" error={error} />
      ) : (
        <DataTable caption="Staff accounts" data={users} columns={columns} />
      )}
    </div>
  );
}
