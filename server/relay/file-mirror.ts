import { attachmentFields } from '../../schemas/attachment-fields';
import type { Db } from '../db';
import type { Fields } from '../tables/record-store';
import { storedName, type UploadStore } from '../uploads/upload-store';
import { uploadToFileHost, type FileHostOptions } from './file-host-upload';

interface Attachment {
  url: string;
  filename?: string;
}

/**
 * The files of the mirror's copies: a record keeps the gateway's own (private) file URLs, which
 * the hosted table cannot fetch; its copy carries the file host's instead. Each stored file goes
 * to the file host once: its hosted URL is remembered (`mirror_files`), so a retried delivery
 * never uploads it again.
 */
export class FileMirror {
  private readonly findRow;
  private readonly insertRow;

  constructor(
    db: Db,
    private readonly uploads: UploadStore,
    private readonly options: FileHostOptions,
  ) {
    this.findRow = db.prepare('SELECT hosted_url FROM mirror_files WHERE name = ?');
    this.insertRow = db.prepare('INSERT OR IGNORE INTO mirror_files (name, hosted_url) VALUES (?, ?)');
  }

  /** The fields with every attachment stored here pointing at its hosted copy; throws when the file host fails. */
  async hostedFields(fields: Fields): Promise<Fields> {
    const hosted = { ...fields };
    for (const field of attachmentFields) {
      const files = fields[field];
      if (Array.isArray(files))
        hosted[field] = await Promise.all(
          (files as Attachment[]).map(async (file) => ({ ...file, url: await this.hostedUrl(file.url) })),
        );
    }
    return hosted;
  }

  /** A file stored here, at the file host (uploaded now if it is not there yet); any other URL as it is. */
  private async hostedUrl(url: string): Promise<string> {
    const name = storedName(url);
    const stored = name ? this.uploads.find(name) : undefined;
    if (!name || !stored) return url;
    const known = this.findRow.get(name) as { hosted_url: string } | undefined;
    if (known) return known.hosted_url;
    const file = await this.uploads.read(name);
    if (!file) throw new Error(`files/${name} is missing`);
    const hostedUrl = await uploadToFileHost(file, stored, this.options);
    this.insertRow.run(name, hostedUrl);
    return hostedUrl;
  }
}
