import { randomBytes } from 'node:crypto';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { videoSizeLabel, type VideoFileType } from '../../../schemas/video';
import type { VideoStore } from './video-store';
import { oneOf, sniffKind } from '../../uploads/sniff-kind';

/** Why an upload was refused, in words for the editor. */
export class VideoRefused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** Enough of the head for file-type to tell an MP4 or WebM from anything else. */
const HEAD_BYTES = 4100;

/** Holds the first bytes back until they are known to be MP4 or WebM, then lets everything through. */
function checkedByItsBytes(found: (type: VideoFileType) => void) {
  let head: Buffer | undefined = Buffer.alloc(0);
  const check = async (stream: Transform) => {
    const kind = oneOf(await sniffKind(head!), ['mp4', 'webm']);
    if (!kind)
      throw new VideoRefused(400, 'Only MP4 or WebM videos are accepted: this file is not one, whatever its name');
    found(kind);
    stream.push(head);
    head = undefined;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!head) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD_BYTES) return done();
      check(this).then(() => done(), done);
    },
    flush(done) {
      if (!head) return done();
      check(this).then(() => done(), done);
    },
  });
}

/**
 * Streams an uploaded video to disk (never whole in memory) as `.<random>.part`, checking its first
 * bytes; only a whole, accepted file is renamed to `<id>.<ext>` and recorded. Anything else (not a
 * video, over the limit, the client gone) removes the part file.
 */
export async function receiveVideo(videos: VideoStore, file: Readable & { truncated?: boolean }, maxBytes: number) {
  const part = videos.partPath();
  let type: VideoFileType | undefined;
  let bytes = 0;
  const out = createWriteStream(part, { flags: 'wx', mode: 0o600, flush: true });
  try {
    await pipeline(
      file,
      checkedByItsBytes((kind) => (type = kind)),
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      }),
      out,
    );
    if (file.truncated) throw tooLarge(maxBytes);
    if (!type || bytes === 0) throw new VideoRefused(400, 'Choose an MP4 or WebM video to upload');
  } catch (error) {
    // The file may still be opening: remove it once its stream is closed, or the open would bring it back.
    if (!out.closed) await new Promise<void>((closed) => out.once('close', () => closed()));
    rmSync(part, { force: true });
    if (error instanceof VideoRefused) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  const id = randomBytes(16).toString('hex');
  renameSync(part, videos.filePath(id, type));
  videos.addFile(id, type, bytes);
  return { id, type, bytes };
}

const tooLarge = (maxBytes: number) =>
  new VideoRefused(413, `The video must be at most ${videoSizeLabel(maxBytes)}; nothing was kept`);
