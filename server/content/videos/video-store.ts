import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Selectable } from 'kysely';
import { shippedSources } from '../../../schemas/sample-videos';
import {
  videoFileTypes,
  youtubeVideoId,
  type VideoFileType,
  type PosteredVideo,
  type VideoView,
} from '../../../schemas/video';
import type { VideoPoster } from '../../../schemas/video-play';
import type { Db } from '../../storage/db';
import type { Database } from '../../storage/database';
import type { ByteRange, FileStore } from '../../files/file-store';
import { fileStoreFor } from '../../files/file-store-for';
import { typedDb, type QueryBuilder, type TypedDb } from '../../storage/typed-db';

/** A served video file's name: `<id>.<ext>`; a file being received is an unfinished put, never served. */
export const videoFileName = /^([0-9a-f]{32})\.(mp4|webm)$/;

interface VideoFile {
  id: string;
  type: VideoFileType;
}
const fileName = (file: VideoFile) => `${file.id}.${file.type}`;

export type VideoRowStored = Selectable<Database['content_videos']>;

/** A video with its file's type and size (none for a YouTube video). */
type VideoRow = VideoRowStored & {
  type: VideoFileType | null;
  bytes: number | null;
};

interface SaveOptions {
  sample?: boolean;
  newId?: string;
  /** Where an imported video goes; the others keep theirs. */
  position?: number;
}

/** Every video with its file's type and size (none for a YouTube video or a shipped clip). */
const withFile = (q: QueryBuilder) =>
  q
    .selectFrom('content_videos as v')
    .leftJoin('content_video_files as f', 'f.id', 'v.file_id')
    .selectAll('v')
    .select(['f.type', 'f.bytes']);

/** Owner of `content_videos`, `content_video_files` and the files in DATA_DIR/videos. */
export class VideoStore {
  private readonly db: TypedDb;
  private readonly files: FileStore;

  constructor(db: Db, dataDir: string) {
    this.db = typedDb(db);
    this.files = fileStoreFor(db, dataDir, 'videos');
  }

  /**
   * What an upload cut short (a crash, a kill) left behind: never named by a row, never served.
   * The gateway clears them as it starts; never another process (`npm run content`), whose sweep
   * would take the file of an upload the running gateway is receiving.
   */
  async clearInterruptedUploads() {
    await this.files.clearUnfinished();
  }

  /**
   * Files uploaded but never attached to a saved video (the editor was left, the browser closed),
   * once older than `keepMs`: a form still open keeps its upload, and `held` (removed samples' that
   * may come back) stay. Files go first, then their rows,
   * so a crash in between leaves rows the next sweep finishes.
   */
  async removeUnattachedFiles(keepMs: number, now: number, held: ReadonlySet<string> = new Set()): Promise<number> {
    const unattached = this.db.all((q) =>
      q
        .selectFrom('content_video_files as f')
        .select(['f.id', 'f.type'])
        .where('f.created_at', '<', new Date(now - keepMs).toISOString())
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('content_videos as v').select('v.id').whereRef('v.file_id', '=', 'f.id'))),
        ),
    );
    const files = unattached.filter((file) => !held.has(file.id));
    await this.removeFiles(files);
    const ids = files.map((file) => file.id);
    if (ids.length) this.db.run((q) => q.deleteFrom('content_video_files').where('id', 'in', ids));
    return files.length;
  }

  /**
   * Stores an uploaded file whole under a new id and records it: from then on it may be served.
   * `content` is checked as it streams (its kind, its size); a refusal keeps nothing.
   */
  async addFile(type: VideoFileType, content: AsyncIterable<Uint8Array>): Promise<VideoFile & { bytes: number }> {
    const file = { id: randomBytes(16).toString('hex'), type };
    const { bytes } = await this.files.put(fileName(file), content);
    this.db.run((q) => q.insertInto('content_video_files').values({ id: file.id, type, bytes }));
    return { ...file, bytes };
  }

  /** The file a `/videos/<name>` URL names, if a completed upload made it. */
  file(name: string): { type: VideoFileType; bytes: number } | undefined {
    const match = videoFileName.exec(name);
    if (!match) return undefined;
    const row = this.db.first((q) =>
      q.selectFrom('content_video_files').select(['type', 'bytes']).where('id', '=', match[1]),
    );
    return row && row.type === match[2] ? row : undefined;
  }

  /** The bytes of a file `file(name)` found, or `range` of them. */
  read(name: string, range?: ByteRange) {
    return this.files.read(name, range);
  }

  private view(row: VideoRow): VideoView {
    return {
      id: row.id,
      titleEn: row.title_en,
      titleNe: row.title_ne,
      poster: JSON.parse(row.poster) as VideoPoster,
      posterAlt: row.poster_alt,
      // Neither a file nor a YouTube id: the clip the site ships (the samples').
      play:
        row.file_id && row.type
          ? {
              kind: 'file',
              src: `/videos/${row.file_id}.${row.type}`,
              type: videoFileTypes[row.type],
              bytes: row.bytes!,
            }
          : row.youtube_id
            ? { kind: 'youtube', youtubeId: row.youtube_id }
            : { kind: 'shipped', sources: shippedSources },
      sample: row.sample === 1,
      position: row.position,
    };
  }

  all(): VideoView[] {
    return this.db.all((q) => withFile(q).orderBy('v.position').orderBy('v.id')).map((row) => this.view(row));
  }

  get(id: string): VideoView | undefined {
    const row = this.db.first((q) => withFile(q).where('v.id', '=', id));
    return row && this.view(row);
  }

  hasFile(fileId: string) {
    return (
      this.db.first((q) => q.selectFrom('content_video_files').select('id').where('id', '=', fileId)) !== undefined
    );
  }

  /** Creates (no id) or replaces a video, a new one last; a file no video names any more is removed. */
  async save(id: string | undefined, input: PosteredVideo, options: SaveOptions = {}): Promise<VideoView> {
    const { video, unused } = this.db.transaction(() => this.saveRow(id, input, options));
    await this.removeFiles(unused);
    return video;
  }

  /**
   * `save` inside the caller's transaction: answers the file no video names any more, for the
   * caller to remove with `removeFiles` once it has committed.
   */
  saveRow(id: string | undefined, input: PosteredVideo, options: SaveOptions = {}) {
    const videoId = id ?? options.newId ?? randomBytes(10).toString('hex');
    const fileId = input.source.kind === 'file' ? input.source.fileId : null;
    const youtube = input.source.kind === 'youtube' ? youtubeVideoId(input.source.link)! : null;
    const values = {
      title_en: input.titleEn,
      title_ne: input.titleNe,
      poster: JSON.stringify(input.poster),
      poster_alt: input.posterAlt,
      file_id: fileId,
      youtube_id: youtube,
      updated_at: new Date().toISOString(),
    };
    const sample = options.sample ? 1 : 0;
    const before = id ? this.fileOf(id) : null;
    if (id)
      this.db.run((q) =>
        q
          .updateTable('content_videos')
          .set(options.sample === undefined ? values : { ...values, sample })
          .where('id', '=', id),
      );
    else
      this.db.run((q) =>
        q.insertInto('content_videos').values((eb) => ({
          id: videoId,
          ...values,
          sample,
          // Last: one after the largest position, in the same statement.
          position: eb
            .selectFrom('content_videos')
            .select((max) => max(max.fn.coalesce(max.fn.max('position'), max.lit(0)), '+', 1).as('next')),
        })),
      );
    if (options.position !== undefined) this.place(videoId, options.position);
    // A file replaced by another (or by a YouTube link) goes once no video names it.
    const unused = before && before !== fileId ? this.forget(before) : [];
    return { video: this.get(videoId)!, unused };
  }

  /** Moves one video to `position` (an import's); the others keep theirs. */
  private place(id: string, position: number) {
    this.db.run((q) => q.updateTable('content_videos').set({ position }).where('id', '=', id));
  }

  /** The stored file with exactly these bytes, if any (an import finds its file again). */
  async fileWith(bytes: Buffer): Promise<string | undefined> {
    const rows = this.db.all((q) =>
      q.selectFrom('content_video_files').select(['id', 'type']).where('bytes', '=', bytes.length),
    );
    for (const row of rows) {
      const stored = await this.files.read(fileName(row));
      if (stored && (await buffer(stored)).equals(bytes)) return row.id;
    }
    return undefined;
  }

  /** A stored file's bytes (an export's copy). */
  async bytesOf(name: string): Promise<Buffer> {
    const stored = await this.files.read(name);
    if (!stored) throw new Error(`videos/${name} is missing`);
    return buffer(stored);
  }

  /** Puts the videos in the order of `ids` (the first is featured); false, changing nothing, unless `ids` are exactly the stored ones. */
  reorder(ids: string[]): boolean {
    return this.db.transaction(() => {
      const stored = this.db
        .all((q) => q.selectFrom('content_videos').select('id'))
        .map((row) => row.id)
        .sort();
      if (new Set(ids).size !== ids.length || JSON.stringify([...ids].sort()) !== JSON.stringify(stored)) return false;
      const now = new Date().toISOString();
      ids.forEach((id, index) =>
        this.db.run((q) =>
          q
            .updateTable('content_videos')
            .set({ position: index + 1, updated_at: now })
            .where('id', '=', id),
        ),
      );
      return true;
    });
  }

  /** Deletes videos; their uploaded files go with them once no video names them. */
  async delete(ids: string[]) {
    const files = this.db.transaction(() =>
      ids.flatMap((id) => {
        const fileId = this.fileOf(id);
        this.db.run((q) => q.deleteFrom('content_videos').where('id', '=', id));
        return fileId ? this.forget(fileId) : [];
      }),
    );
    await this.removeFiles(files);
  }

  /**
   * Deletes every sample video, answering them as stored for `putBackSamples`. Their uploaded files
   * stay (the unattached sweep spares the ones `held` names) until `forgetFiles` lets them go.
   */
  takeSamples(): VideoRowStored[] {
    return this.db.transaction(() => {
      const rows = this.db.all((q) => q.selectFrom('content_videos').selectAll().where('sample', '=', 1).orderBy('id'));
      const ids = rows.map((row) => row.id);
      if (ids.length) this.db.run((q) => q.deleteFrom('content_videos').where('id', 'in', ids));
      return rows;
    });
  }

  /** Puts back what `takeSamples` took, each at its place in the order. */
  putBackSamples(rows: VideoRowStored[]) {
    this.db.transaction(() => {
      for (const row of rows) this.db.run((q) => q.insertInto('content_videos').values(row));
    });
  }

  /** The files of videos `takeSamples` took, once they will not come back: each goes unless a video names it. */
  async forgetFiles(fileIds: string[]) {
    await this.removeFiles(this.db.transaction(() => fileIds.flatMap((id) => this.forget(id))));
  }

  private fileOf(id: string): string | null {
    const row = this.db.first((q) => q.selectFrom('content_videos').select('file_id').where('id', '=', id));
    return row?.file_id ?? null;
  }

  /** The file's row goes unless a video still names it; returns the file to remove from disk after the commit. */
  private forget(fileId: string): VideoFile[] {
    if (this.db.first((q) => q.selectFrom('content_videos').select('id').where('file_id', '=', fileId))) return [];
    const file = this.db.first((q) =>
      q.deleteFrom('content_video_files').where('id', '=', fileId).returning(['id', 'type']),
    );
    return file ? [file] : [];
  }

  async removeFiles(files: VideoFile[]) {
    for (const file of files) await this.files.delete(fileName(file));
  }
}
