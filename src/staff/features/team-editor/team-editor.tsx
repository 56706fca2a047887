import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamMemberInput, TeamMemberView } from '@schemas/staff-api';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { PageHeading } from '../../components/page-heading';
import { PublicPageLink } from '../../components/public-page-link';
import { teamKey } from '../../lib/query-keys';
import { MemberForm } from './member-form';
import { MemberRow } from './member-row';
import { addMember, fetchTeam, reorderTeam } from './team-api';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';

/** The people on the public /team page: add, edit, reorder, hide, remove; /team shows changes at once. */
export function TeamEditor() {
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  const team = useQuery<TeamMemberView[], ApiError>({ queryKey: teamKey, queryFn: fetchTeam });
  const reorder = useMutation<TeamMemberView[], ApiError, string[]>({
    mutationFn: reorderTeam,
    onSuccess: (items) => queryClient.setQueryData(teamKey, items),
  });
  const add = useMutation<TeamMemberView, ApiError, TeamMemberInput>({
    mutationFn: (member) => addMember(member),
    onSuccess: () => {
      setFormKey((k) => k + 1);
      void queryClient.invalidateQueries({ queryKey: teamKey });
    },
  });

  function move(index: number, step: -1 | 1) {
    const ids = (team.data ?? []).map((member) => member.id);
    [ids[index], ids[index + step]] = [ids[index + step], ids[index]];
    reorder.mutate(ids);
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeading title="Team page">
        <PublicPageLink path="/team" />
      </PageHeading>
      {team.isPending ? (
        <Loading />
      ) : team.isError ? (
        <LoadError what="The team" error={team.error} />
      ) : (
        <ol aria-label="Team members in page order" className="flex flex-col gap-2">
          {team.data.map((member, index) => (
            <MemberRow
              key={member.id}
              member={member}
              first={index === 0}
              last={index === team.data.length - 1}
              onMove={reorder.isPending ? undefined : (step) => move(index, step)}
            />
          ))}
        </ol>
      )}
      <FormStatus tone="error" className="text-sm">
        {reorder.isError && `Order not saved: ${reorder.error.message}`}
      </FormStatus>
      <section aria-labelledby="add-member" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="add-member" className="mb-3 text-lg">
          Add a team member
        </h2>
        <MemberForm
          key={formKey}
          idPrefix="new-member"
          submitLabel="Add to the team page"
          busy={add.isPending}
          error={add.isError ? add.error.message : undefined}
          onSubmit={(member) => add.mutate(member)}
        />
      </section>
    </div>
  );
}
