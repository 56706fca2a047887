import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupProgress, BackupsPage } from '@schemas/backup-status';
import { Button, buttonClass } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { formatInstant } from '../../lib/format-time';
import { backupsKey } from '../../lib/query-keys';
import { newestArchiveUrl, startBackup } from './backups-api';

const stepText = (progress: BackupProgress) =>
  progress.step === 'database'
    ? 'Copying the database…'
    : progress.step === 'files'
      ? `Copying files: ${progress.filesDone} of ${progress.filesTotal}`
      : 'Checking and finishing…';

/** Share of the work done: the database as the first tenth, the files the rest. */
const percentOf = (progress: BackupProgress) =>
  progress.step === 'database'
    ? 5
    : progress.step === 'finishing'
      ? 100
      : 10 + Math.round((90 * progress.filesDone) / Math.max(progress.filesTotal, 1));

/** "Back up now" with its progress, and the newest complete backup to download. */
export function BackUpNow({ page }: { page: BackupsPage }) {
  const queryClient = useQueryClient();
  const start = useMutation<BackupsPage, ApiError>({
    mutationFn: startBackup,
    onSuccess: (next) => queryClient.setQueryData(backupsKey, next),
  });
  const { progress, newest } = page;
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg">Back up now</h2>
      {progress ? (
        <div className="flex flex-col gap-2">
          <progress className="h-3 w-full" max={100} value={percentOf(progress)} aria-label="Backup progress" />
          <p role="status" className="text-sm">
            {stepText(progress)}
          </p>
        </div>
      ) : (
        <div>
          <Button onClick={() => start.mutate()} disabled={start.isPending || !page.settings.folder}>
            Back up now
          </Button>
        </div>
      )}
      {!page.settings.folder && <p className="text-sm">Choose where backups go and save first.</p>}
      <FormStatus tone="error" className="text-sm">
        {start.isError ? `Not started: ${start.error.message}` : ''}
      </FormStatus>
      {newest ? (
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <a href={newestArchiveUrl} download className={buttonClass('outline', 'sm')}>
            Download the newest backup
          </a>
          <span>
            from <time dateTime={newest.createdAt}>{formatInstant(newest.createdAt)}</time>, as one .tar file
          </span>
        </p>
      ) : (
        <p className="text-sm">No complete backup to download yet.</p>
      )}
    </section>
  );
}
