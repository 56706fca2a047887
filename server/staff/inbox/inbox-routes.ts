import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  duplicateRequest,
  inboxTables,
  noteCreate,
  recordFilterQuery,
  recordListQuery,
  recordStatusLabels,
  type RecordListAnswer,
} from '../../../schemas/staff-api';
import { meetingCalendar } from '../../../schemas/meeting-calendar';
import { meetingCalendarStatus, meetingState } from '../../../schemas/meeting-states';
import { meetingCells, meetingsWhen, paymentCells, paymentHeadings } from './meeting-columns';
import { waitingFilter } from './waiting-filter';
import type { MeetingRecord } from '../../../schemas/meeting';
import { tables } from '../../../schemas/tables';
import { cellText, csvStream } from '../../csv';
import { StaffApiError } from '../staff-api-error';
import type { InboxFilter, InboxRecord } from './inbox-store';
import { recordAttachments } from './record-attachments';
import { patchRecord } from './patch-record';
import { recordDetail, recordSummary } from './record-detail';
import { RecordWatcher } from './record-watcher';
import { identify, parseInput } from '../auth/staff-auth';
import type { StaffContext, StaffPrincipal } from '../staff-context';
import { typedDb } from '../../storage/typed-db';

type RecordParams = { Params: { table: string; id: string } };
const EXPORT_PAGE = 500;
const SSE_RECHECK_MS = 5000;
const SSE_PING_MS = 25_000;
/** Live-update streams one person (or the staff token) may hold open: a tab each, within reason. */
export const MAX_STREAMS_PER_USER = 5;

function filterOf(
  query: ReturnType<typeof recordFilterQuery.parse>,
  principal: StaffPrincipal,
  context: StaffContext,
): InboxFilter {
  const assignee = query.assignee;
  const now = context.options.clock?.() ?? new Date();
  return {
    table: query.table,
    status: query.status,
    assigneeId:
      assignee === undefined
        ? undefined
        : assignee === 'none'
          ? null
          : assignee === 'me'
            ? (principal.user?.id ?? '-')
            : assignee,
    from: query.from,
    to: query.to,
    q: query.q || undefined,
    ...(query.when ? meetingsWhen(query.when, now) : {}),
    ...(query.payment ? { table: 'Meeting' as const, payment: query.payment } : {}),
    ...(query.waiting ? waitingFilter(context.options.meetings.times.availability(), now) : {}),
  };
}

/** The inbox: lists, counts, live events, a record's page and everything staff do to a record. */
export function registerInboxRoutes(app: FastifyInstance, context: StaffContext) {
  const { inbox, audit, events } = context;
  const { uploads, ledger, store } = context.options;
  const tdb = typedDb(context.db);
  const watcher = new RecordWatcher(inbox, events);
  const streams = new Set<() => void>();
  const streamsOf = new Map<string, number>();
  // Open event streams would hold the server open at shutdown.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
    watcher.stop();
  });

  const detail = (record: InboxRecord) => recordDetail(context, record);
  const changed = (record: InboxRecord) => events.emit('record', { table: record.table, id: record.id });

  app.get('/counts', async () => inbox.counts());

  app.get('/records', async (request): Promise<RecordListAnswer> => {
    const query = parseInput(recordListQuery, request.query);
    const before = query.cursor && /^\d+$/.test(query.cursor) ? Number(query.cursor) : undefined;
    const page = inbox.list(filterOf(query, request.staff, context), { before, limit: query.limit });
    return { items: page.items.map(recordSummary), nextCursor: page.next === null ? null : String(page.next) };
  });

  app.get<RecordParams>('/records/:table/:id', async (request) =>
    detail(inbox.require(request.params.table, request.params.id)),
  );

  // A Meeting's own route (meetings/meeting-staff-routes.ts) adds what its status means for its time.
  app.patch<RecordParams>('/records/:table/:id', async (request) => patchRecord(context, request, request.params));

  // Merge keeps the earlier record as the one to work on; this one is archived as its duplicate.
  app.post<RecordParams>('/records/:table/:id/duplicate', async (request) => {
    const { action } = parseInput(duplicateRequest, request.body);
    const record = inbox.require(request.params.table, request.params.id);
    const notFlagged = () =>
      new StaffApiError(409, 'NOT_FLAGGED', 'This record is not flagged as a likely duplicate (any more)');
    const original = record.duplicateOf;
    if (!original) throw notFlagged();
    tdb.transaction(() => {
      // Checked and settled in one step: two staff pressing at once settle it once.
      if (!inbox.settleDuplicate(record.seq, action === 'merge' ? 'merged' : 'dismissed')) throw notFlagged();
      if (action === 'merge') inbox.setStatus(record.seq, 'archived');
      audit.write(request.staff.actor, {
        action: action === 'merge' ? 'merged duplicate' : 'dismissed duplicate flag',
        table: record.table,
        recordId: record.id,
        detail: `${action === 'merge' ? 'duplicate of' : 'not a duplicate of'} ${original.id}`,
      });
    });
    const updated = inbox.require(record.table, record.id);
    changed(updated);
    return detail(updated);
  });

  app.post<RecordParams>('/records/:table/:id/notes', async (request, reply) => {
    const { body } = parseInput(noteCreate, request.body);
    const record = inbox.require(request.params.table, request.params.id);
    const note = tdb.transaction(() => {
      audit.write(request.staff.actor, { action: 'added note', table: record.table, recordId: record.id });
      return inbox.addNote(record.seq, request.staff.actor, body);
    });
    changed(record);
    return reply.code(201).send(note);
  });

  app.get<{ Params: { id: string } }>('/records/Meeting/:id/ics', async (request, reply) => {
    const record = inbox.require('Meeting', request.params.id);
    reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="meeting-${record.id}.ics"`);
    // The same event as the visitor's file and invitations, as it stands after the latest decision.
    const fields = record.fields as unknown as MeetingRecord;
    return meetingCalendar({
      recordId: record.id,
      record: fields,
      method: 'PUBLISH',
      status: meetingCalendarStatus[meetingState(record.decision)],
      sequence: inbox.calendarSequence(record),
      reader: 'staff',
      now: new Date(),
      price: context.options.meetings.payments?.price(record.id, fields),
    });
  });

  app.delete<RecordParams>('/records/:table/:id', async (request, reply) => {
    const record = inbox.require(request.params.table, request.params.id);
    const files = recordAttachments(record.fields, uploads).map((file) => file.name);
    tdb.transaction(() => {
      store.delete(record.id);
      ledger.forget(files);
      audit.write(request.staff.actor, {
        action: 'deleted submission',
        table: record.table,
        recordId: record.id,
        detail: `${files.length} file(s) removed`,
      });
    });
    // Once the deletion is committed.
    await uploads.delete(files);
    changed(record);
    return reply.code(204).send();
  });

  app.get('/export.csv', async (request, reply) => {
    const query = parseInput(recordFilterQuery, request.query);
    const filter = filterOf(query, request.staff, context);
    const names = filter.table ? [filter.table] : inboxTables;
    const columns = [...new Set(names.flatMap((name) => Object.keys(tables[name].schema.shape)))];
    const actor = request.staff.actor;
    /** A page at a time, letting other requests in between pages; the audit says how far it got. */
    async function* rows() {
      const meetings = names.includes('Meeting');
      yield [
        'Table',
        'Record ID',
        'Received',
        'Status',
        'Assignee',
        ...(meetings ? ['Meeting state', 'Meeting time (Nepal)'] : []),
        ...columns,
        ...(meetings ? paymentHeadings : []),
      ];
      let before: number | undefined;
      let count = 0;
      let finished = false;
      try {
        do {
          const page = inbox.list(filter, { before, limit: EXPORT_PAGE });
          for (const record of page.items) {
            count++;
            yield [
              record.table,
              record.id,
              record.createdTime,
              recordStatusLabels[record.status],
              record.assignee?.name ?? '',
              ...(meetings ? meetingCells(record) : []),
              ...columns.map((column) => cellText(record.fields[column])),
              ...(meetings ? paymentCells(record).map(cellText) : []),
            ];
          }
          before = page.next ?? undefined;
          await setImmediate();
        } while (before !== undefined);
        finished = true;
      } finally {
        audit.write(actor, {
          action: 'exported CSV',
          table: filter.table ?? null,
          detail: finished ? `${count} record(s)` : `${count} record(s), stopped by the reader`,
        });
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filter.table ?? 'all'}-${day}.csv"`);
    return reply.send(csvStream(rows()));
  });

  app.get('/events', (request: FastifyRequest, reply: FastifyReply) => streamEvents(request, reply));

  /** Server-sent events; the stream ends as soon as the session does (sign-out, revoke, disable). */
  function streamEvents(request: FastifyRequest, reply: FastifyReply) {
    const owner = request.staff.user?.id ?? 'staff-token';
    const open = streamsOf.get(owner) ?? 0;
    // A new stream is refused rather than an old one closed: a closed EventSource reconnects.
    if (open >= MAX_STREAMS_PER_USER)
      throw new StaffApiError(
        429,
        'TOO_MANY_STREAMS',
        `At most ${MAX_STREAMS_PER_USER} back-office tabs get live updates at once; close one and reload this page`,
      );
    streamsOf.set(owner, open + 1);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'X-Accel-Buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    const unsubscribe = watcher.subscribe();
    const send = (event: { table: string; id: string }) =>
      raw.write(`event: record\ndata: ${JSON.stringify(event)}\n\n`);
    events.on('record', send);
    const recheck = () => {
      if (!identify(context, request)) end();
    };
    events.on('sessions', recheck);
    const rechecking = setInterval(recheck, SSE_RECHECK_MS);
    const ping = setInterval(() => raw.write(': ping\n\n'), SSE_PING_MS);
    function end() {
      if (!streams.delete(end)) return;
      streamsOf.set(owner, (streamsOf.get(owner) ?? 1) - 1);
      clearInterval(rechecking);
      clearInterval(ping);
      events.off('record', send);
      events.off('sessions', recheck);
      unsubscribe();
      raw.end();
    }
    streams.add(end);
    raw.on('close', end);
  }
}
