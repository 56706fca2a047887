import { attachmentFields } from '../../schemas/attachment-fields';
import type { Db } from '../storage/db';
import { typedDb, type TypedDb } from '../storage/typed-db';
import type { Fields } from '../tables/record-store';
import { storedName, type UploadStore } from '../uploads/upload-store';
import { uploadToFileHost, type FileHostOptions } from './file-host-upload';

/** Where the file host keeps these stored uploads (the ones the mirror sent), read before they are forgotten. */
export function hostedFileUrls(db: Db, names: readonly string[]): string[] {
  if (!names.length) return [];
  return typedDb(db)
    .all((q) => q.selectFrom('mirror_files').select('hosted_url').where('name', 'in', names).orderBy('hosted_url'))
    .map((row) => row.hosted_url);
}

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
  private readonly db: TypedDb;

  constructor(
    db: Db,
    private readonly uploads: UploadStore,
    private readonly options: FileHostOptions,
  ) {
    this.db = typedDb(db);
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
    const known = this.db.first((q) => q.selectFrom('mirror_files').select('hosted_url').where('name', '=', name));
    if (known) return known.hosted_url;
    const file = await this.uploads.read(name);
    if (!file) throw new Error(`files/${name} is missing`);
    const hostedUrl = await uploadToFileHost(file, stored, this.options);
    this.db.run((q) =>
      q
        .insertInto('mirror_files')
        .values({ name, hosted_url: hostedUrl })
        .onConflict((conflict) => conflict.column('name').doNothing()),
    );
    return hostedUrl;
  }
}
