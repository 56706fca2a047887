import { useQuery } from '@tanstack/react-query';
import type { BackupsPage as BackupsAnswer } from '@schemas/backup-status';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { PageHeading } from '../../components/page-heading';
import { backupsKey } from '../../lib/query-keys';
import { BackUpNow } from './back-up-now';
import { BackupRunsTable } from './backup-runs-table';
import { BackupSettingsForm } from './backup-settings-form';
import { fetchBackupsPage } from './backups-api';

/** Backup settings, "Back up now" with its progress, the newest backup to download and the last ten runs (admins). */
export default function BackupsPage() {
  const page = useQuery<BackupsAnswer, ApiError>({
    queryKey: backupsKey,
    queryFn: fetchBackupsPage,
    // Followed every second while a backup is being written.
    refetchInterval: (query) => (query.state.data?.progress ? 1000 : false),
  });
  return (
    <>
      <PageHeading title="Backups" />
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <LoadError what="The backups" error={page.error} />
      ) : (
        <div className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4">
          <p className="text-sm">
            A backup is a copy of every submission, account, setting and uploaded file, checked file by file. Keep a
            copy off this server too: download the newest below, or have the folder copied elsewhere. To restore one, an
            engineer runs <code className="whitespace-nowrap">npm run restore -- backup-….tar</code> on the server into
            an empty data folder.
          </p>
          {page.data.fromEnvironment && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900">
              These settings come from the server&apos;s environment (BACKUP_DIR): they win over this page. Change them
              there, or remove BACKUP_DIR to set them here.
            </p>
          )}
          <BackupSettingsForm settings={page.data.settings} locked={page.data.fromEnvironment} />
          <BackUpNow page={page.data} />
          <section className="flex flex-col gap-2">
            <h2 className="text-lg">The last ten backups</h2>
            <BackupRunsTable runs={page.data.runs} />
          </section>
        </div>
      )}
    </>
  );
}
