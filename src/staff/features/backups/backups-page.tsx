import { useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@schemas/backup-status';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { PageHeading } from '../../components/page-heading';
import { formatInstant } from '../../lib/format-time';
import { backupsKey } from '../../lib/query-keys';
import { staffClient } from '../../lib/staff-client';

const megabytes = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / 1e6).toFixed(1)} MB`);

function Run({ label, run }: { label: string; run: BackupStatus['last'] }) {
  return (
    <section className="rounded border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-lg">{label}</h2>
      {run ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Result</dt>
          <dd className={run.ok ? 'text-green-800' : 'font-semibold text-red-800'}>
            {run.ok ? 'Complete' : `Failed: ${run.error}`}
          </dd>
          <dt className="font-semibold">Started</dt>
          <dd>
            <time dateTime={run.startedAt}>{formatInstant(run.startedAt)}</time> ({run.trigger})
          </dd>
          <dt className="font-semibold">Size</dt>
          <dd>
            {megabytes(run.bytes)}
            {run.files !== null && `, ${run.files} ${run.files === 1 ? 'file' : 'files'}`}
          </dd>
          {run.path && (
            <>
              <dt className="font-semibold">Folder</dt>
              <dd className="break-all font-mono text-xs">{run.path}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-sm">None yet.</p>
      )}
    </section>
  );
}

/** When the last backup ran, how big it was and whether it worked (admins only). */
export default function BackupsPage() {
  const status = useQuery<BackupStatus, ApiError>({
    queryKey: backupsKey,
    queryFn: async () => (await staffClient.get<BackupStatus>('/backups')).data,
  });
  return (
    <>
      <PageHeading title="Backups" />
      {status.isPending ? (
        <Loading />
      ) : status.isError ? (
        <LoadError what="The backup status" error={status.error} />
      ) : (
        <div className="grid max-w-2xl gap-4">
          <p className="text-sm">
            {status.data.nightly
              ? `A backup is taken every night; backups older than ${status.data.keepDays} days are removed.`
              : 'No nightly backup: BACKUP_DIR is not set. Backups taken with npm run backup are listed here.'}
          </p>
          <Run label="Last backup" run={status.data.last} />
          {status.data.last && !status.data.last.ok && <Run label="Last good backup" run={status.data.lastSuccess} />}
        </div>
      )}
    </>
  );
}
