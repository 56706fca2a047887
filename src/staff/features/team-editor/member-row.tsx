import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamMemberInput, TeamMemberView } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { teamKey } from '../../lib/query-keys';
import { MemberForm } from './member-form';
import { deleteMember, patchMember } from './team-api';

interface MemberRowProps {
  member: TeamMemberView;
  onMove?: (step: -1 | 1) => void;
  first: boolean;
  last: boolean;
}

export function MemberRow({ member, onMove, first, last }: MemberRowProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKey });
  const save = useMutation<unknown, ApiError, Partial<TeamMemberInput> & { hidden?: boolean }>({
    mutationFn: (patch) => patchMember(member.id, patch),
    onSuccess: () => {
      setEditing(false);
      void refresh();
    },
  });
  const remove = useMutation<void, ApiError>({ mutationFn: () => deleteMember(member.id), onSuccess: refresh });
  const { Name, Role, Image } = member.fields;

  return (
    <li className={cn('rounded-xl border border-slate-200 bg-white p-3 shadow-sm', member.hidden && 'bg-slate-50')}>
      <div className="flex flex-wrap items-center gap-3">
        {Image[0] && <img src={Image[0].url} alt="" className="h-12 w-12 shrink-0 rounded-full object-cover" />}
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">
            {Name} {member.hidden && <span className="text-sm font-normal text-ink-muted">(hidden)</span>}
          </p>
          <p className="text-sm text-ink-muted">{Role}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${Name} up`}
            disabled={first || !onMove}
            onClick={() => onMove?.(-1)}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${Name} down`}
            disabled={last || !onMove}
            onClick={() => onMove?.(1)}
          >
            ↓
          </Button>
          <Button size="sm" variant="ghost" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            Edit<span className="sr-only"> {Name}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => save.mutate({ hidden: !member.hidden })}>
            {member.hidden ? 'Show' : 'Hide'}
            <span className="sr-only"> {Name}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirm(true)}>
            Remove<span className="sr-only"> {Name}</span>
          </Button>
        </div>
      </div>
      <FormStatus tone="error" className="text-sm">
        {!editing && save.isError ? save.error.message : remove.isError ? remove.error.message : ''}
      </FormStatus>
      {editing && (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <MemberForm
            idPrefix={`edit-${member.id}`}
            initial={member.fields}
            submitLabel="Save"
            busy={save.isPending}
            error={save.isError ? save.error.message : undefined}
            onSubmit={(fields) => save.mutate(fields)}
            onCancel={() => setEditing(false)}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title={`Remove ${Name} from the team page?`}
        cancelLabel="Keep"
        confirmLabel={`Remove ${Name}`}
        onConfirm={() => {
          setConfirm(false);
          remove.mutate();
        }}
      >
        <p>To take someone off the page for a while, hide them instead.</p>
      </ConfirmDialog>
    </li>
  );
}
