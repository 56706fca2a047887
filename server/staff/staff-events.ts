import { EventEmitter } from 'node:events';
import { z } from '../../schemas/zod';
import { recordEvent, type RecordEvent } from '../../schemas/staff-api';
import { isSqlite, type Db } from '../storage/db';
import type { PostgresConnection } from '../storage/postgres-connection';
import { PostgresListener } from '../storage/postgres-listener';

type EventMap = { record: [RecordEvent]; sessions: [] };

/** The channel on which gateways on one PostgreSQL database tell each other what changed. */
const CHANNEL = 'staff_events';

/**
 * What one gateway may tell the others: which record to look at again, or that some session ended
 * (every open stream checks its own). Any user of the database can NOTIFY, so a message says no
 * more than "look again": one of another shape is dropped, and a page told of a record asks for it
 * with its own session's rights, as a stream's session is checked in the database.
 */
const toldEvent = z.discriminatedUnion('event', [
  recordEvent.extend({ event: z.literal('record'), id: z.string().max(64) }).strict(),
  z.object({ event: z.literal('sessions') }).strict(),
]);

/** Sends an event to every gateway LISTENing on the database. */
function tellGateways(connection: PostgresConnection, name: keyof EventMap, record?: RecordEvent) {
  try {
    connection.notify(CHANNEL, JSON.stringify({ event: name, ...record }));
  } catch {
    // Best effort: the gateways still check their streams' sessions every few seconds.
  }
}

/** For a process that ends sessions without being a gateway (`npm run staff`): on PostgreSQL, the gateways hear it. */
export function tellGatewaysSessionsEnded(db: Db) {
  if (!isSqlite(db)) tellGateways(db, 'sessions');
}

/**
 * The back office's live updates: `record`, a record arrived or changed; `sessions`, some session
 * ended (open streams check theirs). On PostgreSQL each `emit` also reaches every other gateway on
 * the database (NOTIFY), which emits it to its own listeners (LISTEN, on a connection of its own).
 */
export class StaffEvents extends EventEmitter<EventMap> {
  private readonly connection: PostgresConnection | undefined;
  private readonly listener: PostgresListener | undefined;

  constructor(db: Db) {
    super();
    this.setMaxListeners(0);
    if (isSqlite(db)) return;
    this.connection = db;
    this.listener = this.listen(db);
  }

  override emit<K extends keyof EventMap>(name: K, ...args: EventMap[K]): boolean {
    if (this.connection) tellGateways(this.connection, name, ...(args as [RecordEvent?]));
    return this.emitHere(name, ...args);
  }

  /** Tells this gateway's listeners only: what each gateway finds for itself (records it polls for), or heard. */
  emitHere<K extends keyof EventMap>(name: K, ...args: EventMap[K]): boolean {
    return (super.emit as (name: K, ...args: EventMap[K]) => boolean)(name, ...args);
  }

  close() {
    this.listener?.close();
  }

  /** Hears the other gateways, never its own notifications again (sent from its own connection). */
  private listen(connection: PostgresConnection) {
    const self = connection.backendPid;
    return new PostgresListener(connection.url, CHANNEL, {
      heard: (payload, sender) => {
        if (sender !== self) this.heard(payload);
      },
      // Sessions may have ended unheard: every open stream checks its own.
      resumed: () => this.heardHere('sessions'),
    });
  }

  private heard(payload: string) {
    let told: z.infer<typeof toldEvent>;
    try {
      told = toldEvent.parse(JSON.parse(payload));
    } catch {
      return;
    }
    if (told.event === 'sessions') this.heardHere('sessions');
    else this.heardHere('record', { table: told.table, id: told.id });
  }

  /** Runs in libpq's socket callback, where a listener's failure (the database closing) would end the process. */
  private heardHere<K extends keyof EventMap>(name: K, ...args: EventMap[K]) {
    try {
      this.emitHere(name, ...args);
    } catch {
      // A stream whose check failed is checked again at its next interval.
    }
  }
}
