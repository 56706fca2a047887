import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { isSqlite } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import type { StoredRecord } from '../tables/record-store';
import { waitFor } from '../testing/fault-proxy';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { storedFiles } from '../testing/folder-files';
import { samples } from '../testing/sample-files';
import { postJson, tempDir, TEST_BASE } from '../testing/test-gateway';
import { listAllRecords } from '../testing/list-all-records';
import { exited } from '../testing/process-output';
import { startSlowUpload } from '../testing/slow-upload';
import { uniqueSubmission } from '../testing/unique-submissions';

const WRITERS = 8;

/** Fields as the gateway stores them (empty values left out), in a stable order for comparison. */
const canonicalFields = (fields: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(fields)
      .filter(([, value]) => value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
const KILL_AFTER_ACKS = 120;

interface Sent {
  table: string;
  fields: Record<string, unknown>;
  acknowledged?: StoredRecord;
}

describe('crash (SIGKILL mid-stream)', () => {
  it('keeps every acknowledged record intact, opens cleanly and leaves no partial upload', async () => {
    const dataDir = tempDir('gateway');
    const gateway = await startGateway({ ...(await folderEnv(dataDir)), RATE_LIMIT_PER_MIN: '0' });
    onTestFinished(() => {
      if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    });
    const tableUrl = (table: string, url = gateway.url) => `${url}/v0/${TEST_BASE}/${encodeURIComponent(table)}`;
    const db = await openFolderDatabase(dataDir);
    onTestFinished(() => {
      db.close();
    });
    const incoming = () => storedFiles(db, dataDir, 'files/.incoming');

    const upload = startSlowUpload(`${gateway.url}/v1_1/local/auto/upload`, samples.pdf, 256 * 1024);
    await waitFor(() => incoming().length === 1);

    const sent: Sent[] = [];
    let acknowledged = 0;
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const submission: Sent = uniqueSubmission(next++);
        sent.push(submission);
        try {
          const response = await postJson(tableUrl(submission.table), { fields: submission.fields });
          if (response.status !== 200) throw new Error(`submission answered ${response.status}`);
          submission.acknowledged = await response.json();
        } catch (error) {
          if (killed) return;
          throw error;
        }
        // Killed while the other writers' requests are in flight, not in a quiet moment.
        if (++acknowledged === KILL_AFTER_ACKS) killed = gateway.process.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    await exited(gateway.process);
    upload.destroy();
    expect(incoming()).toHaveLength(1);
    if (isSqlite(db)) expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);

    const restarted = await startGateway({ ...(await folderEnv(dataDir)), RATE_LIMIT_PER_MIN: '0' });
    try {
      const tables = [...new Set(sent.map((submission) => submission.table))];
      const stored = new Map<string, StoredRecord>();
      for (const table of tables)
        for (const record of await listAllRecords(tableUrl(table, restarted.url), restarted.staffToken))
          stored.set(record.id, record);

      const acks = sent.filter((submission) => submission.acknowledged);
      expect(acks.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      for (const { acknowledged: record } of acks) expect(stored.get(record!.id)).toEqual(record);
      // What was stored but never acknowledged (in flight at the kill) is still one of our submissions, intact.
      const sentFields = sent.map((submission) => canonicalFields(submission.fields));
      for (const record of stored.values()) expect(sentFields).toContain(canonicalFields(record.fields));
      expect(stored.size - acks.length).toBeLessThanOrEqual(WRITERS);

      expect(storedFiles(db, dataDir, 'files')).toEqual([]);
      expect(incoming()).toEqual([]);
      const uploads = typedDb(db).first((q) =>
        q.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')),
      );
      expect(Number(uploads!.n)).toBe(0);
    } finally {
      await restarted.stop();
    }
  });
});
