import type { Readable } from 'node:stream';
import { videoSizeLabel } from '../../../schemas/video';
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

/**
 * Streams an uploaded video into the store (never whole in memory) once its first bytes show an
 * MP4 or WebM; only a whole, accepted file is named `<id>.<ext>` and recorded. Anything else (not
 * a video, over the limit, the client gone) keeps nothing.
 */
export async function receiveVideo(videos: VideoStore, file: Readable & { truncated?: boolean }, maxBytes: number) {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    let head = Buffer.alloc(0);
    let ended = false;
    while (head.length < HEAD_BYTES && !ended) {
      const next = await chunks.next();
      if (next.done) ended = true;
      else head = Buffer.concat([head, next.value]);
    }
    const type = oneOf(await sniffKind(head), ['mp4', 'webm']);
    if (!type)
      throw new VideoRefused(400, 'Only MP4 or WebM videos are accepted: this file is not one, whatever its name');
    async function* whole() {
      yield head;
      if (!ended) for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
      if (file.truncated) throw tooLarge(maxBytes);
    }
    return await videos.addFile(type, whole());
  } catch (error) {
    file.destroy();
    if (error instanceof VideoRefused) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
}

const tooLarge = (maxBytes: number) =>
  new VideoRefused(413, `The video must be at most ${videoSizeLabel(maxBytes)}; nothing was kept`);
