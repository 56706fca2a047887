import { createColumnHelper } from '@tanstack/react-table';
import type { BackupsPage } from '@schemas/backup-status';
import { formatBytes } from '@/components/ui/form/format-bytes';
import { DataTable } from '../../components/data-table';
import { formatInstant } from '../../lib/format-time';

type Run = BackupsPage['runs'][number];

const triggers: Record<Run['trigger'], string> = {
  nightly: 'nightly',
  staff: 'Back up now',
  command: 'npm run backup',
};

const seconds = (run: Run) => `${((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000).toFixed(1)} s`;

const column = createColumnHelper<Run>();
const columns = [
  column.accessor('startedAt', {
    header: 'When',
    cell: (cell) => <time dateTime={cell.getValue()}>{formatInstant(cell.getValue())}</time>,
  }),
  column.accessor('trigger', { header: 'How', cell: (cell) => triggers[cell.getValue()] }),
  column.accessor('bytes', {
    header: 'Size',
    cell: (cell) => {
      const { bytes, files } = cell.row.original;
      return bytes === null ? '—' : `${formatBytes(bytes)}, ${files} ${files === 1 ? 'file' : 'files'}`;
    },
  }),
  column.display({ id: 'took', header: 'Took', cell: (cell) => seconds(cell.row.original) }),
  column.accessor('ok', {
    header: 'Result',
    cell: (cell) =>
      cell.getValue() ? (
        <span className="text-green-800">Complete</span>
      ) : (
        <span className="font-semibold text-red-800">Failed: {cell.row.original.error}</span>
      ),
  }),
];

/** The last ten backups, newest first: when, how big, how long, and whether they worked. */
export function BackupRunsTable({ runs }: { runs: Run[] }) {
  return runs.length ? (
    <DataTable caption="The last ten backups" data={runs} columns={columns} />
  ) : (
    <p className="text-sm">No backup has been taken yet.</p>
  );
}
