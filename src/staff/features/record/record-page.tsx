import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { inboxTables } from '@schemas/staff-api-basics';
import type { RecordDetailAnswer } from '@schemas/staff-api';
import type { ApiError } from '@/lib/api-error';
import { NotFound } from '../../components/not-found';
import { PageHeading } from '../../components/page-heading';
import { StatusBadge } from '../../components/status-badge';
import { formatInstant } from '../../lib/format-time';
import { recordKey } from '../../lib/query-keys';
import { submitterName } from '../../lib/record-text';
import { entryByTable } from '../../lib/inbox-entries';
import { CallbackDetails } from './callback-details';
import { CareerDetails } from './career-details';
import { DeleteRecord } from './delete-record';
import { DuplicatePanel } from './duplicate-panel';
import { MeetingDetails } from './meeting-details';
import { NotesPanel } from './notes-panel';
import { fetchRecord } from './record-api';
import { WorkPanel } from './work-panel';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';

/** One submission: who, every field, the work on it (status, assignee, notes) and deletion. */
export default function RecordPage() {
  const { table = '', id = '' } = useParams();
  const entry = entryByTable(table);
  const detail = useQuery<RecordDetailAnswer, ApiError>({
    queryKey: recordKey(table, id),
    queryFn: () => fetchRecord(table, id),
    enabled: (inboxTables as readonly string[]).includes(table),
  });

  if (!entry || detail.error?.status === 404) return <NotFound />;
  if (detail.isPending) return <Loading>Loading the submission…</Loading>;
  if (detail.isError) return <LoadError what="The submission" error={detail.error} />;

  const { record, notes, attachments } = detail.data;
  const name = submitterName(record);
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-5">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={`/inbox/${entry.slug}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          ← {entry.label}
        </Link>
      </nav>
      <div>
        <PageHeading title={name} tabTitle={`${name} · ${entry.single}`} />
        <p className="-mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span>{entry.single}</span>·
          <span>
            received <time dateTime={record.createdTime}>{formatInstant(record.createdTime)}</time>
          </span>
          <StatusBadge status={record.status} />
        </p>
      </div>
      {record.duplicateOf && <DuplicatePanel record={record} />}
      <WorkPanel record={record} />
      <section aria-labelledby="details" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="details" className="mb-3 text-lg">
          Details
        </h2>
        {record.table === 'Meeting' ? (
          <MeetingDetails record={record} life={detail.data.meetingLife} />
        ) : record.table === 'Career' ? (
          <CareerDetails record={record} attachments={attachments} />
        ) : (
          <CallbackDetails record={record} />
        )}
      </section>
      <NotesPanel table={record.table} id={record.id} notes={notes} />
      <DeleteRecord table={record.table} id={record.id} name={name} />
    </article>
  );
}
