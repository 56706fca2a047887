import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';

interface SaveStatusProps {
  /** How many fields the form's own check marked. */
  problems: number;
  save: { isError: boolean; isSuccess: boolean; error: ApiError | null };
  /** What a save changed, in the visitors' terms. */
  saved: string;
}

/** A settings form's line above its button: what to fix, why the gateway refused, or that it is saved. */
export function SaveStatus({ problems, save, saved }: SaveStatusProps) {
  return (
    <FormStatus tone={problems || save.isError ? 'error' : 'success'} className="text-sm">
      {problems
        ? `Not saved: ${problems === 1 ? 'one field needs' : `${problems} fields need`} a fix (marked above).`
        : save.isError
          ? `Not saved: ${save.error?.message}`
          : save.isSuccess
            ? saved
            : ''}
    </FormStatus>
  );
}
