import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FileKind } from '../../schemas/upload-rules';
import type { Db } from '../db';
import { guardStorage } from '../errors/storage-error';

export interface StoredUpload {
  name: string;
  originalFilename: string;
  kind: FileKind;
  bytes: number;
  createdAt: string;
}

interface Row {
  name: string;
  original_filename: string;
  kind: FileKind;
  bytes: number;
  created_at: string;
}

const storedNamePattern = /^[0-9a-f]{32}\.[a-z]+$/;

/** The name of this gateway's own stored file behind a file URL (`…/files/<random name>`), if it is one. */
export function storedName(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const path = url.split('?')[0];
  const name = path.split('/').pop() ?? '';
  return storedNamePattern.test(name) && /\/files\/[^/]+$/.test(path) ? name : undefined;
}

/** Uploaded files under DATA_DIR/files with random names; the original name is data only. */
export class UploadStore {
  readonly dir: string;
  readonly incomingDir: string;
  private readonly insertRow;
  private readonly findRow;
  private readonly deleteRow;

  constructor(db: Db, dataDir: string) {
    this.dir = join(dataDir, 'files');
    this.incomingDir = join(this.dir, '.incoming');
    // Anything still incoming was cut off by a crash and was never acknowledged.
    rmSync(this.incomingDir, { recursive: true, force: true });
    mkdirSync(this.incomingDir, { recursive: true });
    this.insertRow = db.prepare(
      'INSERT INTO uploads (name, original_filename, kind, bytes, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.findRow = db.prepare('SELECT * FROM uploads WHERE name = ?');
    this.deleteRow = db.prepare('DELETE FROM uploads WHERE name = ?');
  }

  incomingPath(): string {
    return join(this.incomingDir, randomBytes(16).toString('hex'));
  }

  /** Moves a checked file into place and records it; on failure nothing is left behind. */
  keep(incoming: string, upload: Omit<StoredUpload, 'name'>, extension: string): StoredUpload {
    const name = `${randomBytes(16).toString('hex')}${extension}`;
    const target = join(this.dir, name);
    renameSync(incoming, target);
    try {
      guardStorage(() =>
        this.insertRow.run(name, upload.originalFilename, upload.kind, upload.bytes, upload.createdAt),
      );
    } catch (error) {
      rmSync(target, { force: true });
      throw error;
    }
    return { name, ...upload };
  }

  /** Deletes kept files and their rows (an upload nobody took up, a deleted submission's files). */
  delete(names: readonly string[]) {
    for (const name of names) {
      this.deleteRow.run(name);
      rmSync(join(this.dir, name), { force: true });
    }
  }

  find(name: string): (StoredUpload & { path: string }) | undefined {
    const row = this.findRow.get(name) as Row | undefined;
    if (!row) return undefined;
    return {
      name,
      originalFilename: row.original_filename,
      kind: row.kind,
      bytes: row.bytes,
      createdAt: row.created_at,
      path: join(this.dir, name),
    };
  }
}
