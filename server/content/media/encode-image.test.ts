import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeImage, imageJobs, ImageRefused } from './encode-image';

/** 570 bytes that decode to 6000 × 6000 pixels: an AVIF of one colour (the attack's was 783 bytes and took 37 s). */
const avifBomb = Buffer.from(
  [
    'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAA',
    'AAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAUAAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAA',
    'AA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgT8CAAAAABRpc3BlAAAAAAAAF3AAABdwAAAAEHBpeGkAAAAA',
    'AwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAFIbWRhdBIACgo/8y7fdvbQENBpMq8CED/JihOAAFgAAEAAR5e/LJJagQ0A',
    'gfKl8thdlgj3XALjLgaMcZGgPK/Q82D2Bt16CR5LVfiYdHdqZG18nIY9DN73ve973ve973ve973ve973ve973UeXvyySWoEN',
    'AIHypfLYXZYI91wC4y4GjHGRoDyv0PNg9gbdegkeS1X4mHR3amRtfJyGPQze973ve973ve973ve973ve973ve91Hl78sklqB',
    'DQCB8qXy2F2WCPdcAuMuBoxxkaA8r9DzYPYG3XoJHktV+Jh0d2pkbXychj0M3ve973ve973ve973ve973ve973vdl78sklqB',
    'DQCB8qXy2F2WCPdcAuMuBoxxkaA8r9DzYPYG3XoJHktV+Jh0d2pkbXychj0M3ve973ve973ve973ve973ve973vd',
  ].join(''),
  'base64',
);

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();

/** sharp's instance as it holds its input (`options.input.buffer`: the bytes it was given). */
type Pipeline = { options: { input: { buffer?: unknown } } };
type Output = (this: Pipeline, ...args: unknown[]) => Promise<unknown>;

/** Every sharp output, with the input it read: a pipeline whose input is the upload's own bytes decodes it. */
function watchPipelines() {
  const prototype = sharp.prototype as unknown as { toBuffer: Output };
  const toBuffer = prototype.toBuffer;
  const seen = { inputs: [] as unknown[], inFlight: 0, mostInFlight: 0, mostJobsRunning: 0, mostJobsWaiting: 0 };
  vi.spyOn(prototype, 'toBuffer').mockImplementation(function (this: Pipeline, ...args: unknown[]) {
    seen.inputs.push(this.options.input.buffer);
    seen.inFlight += 1;
    seen.mostInFlight = Math.max(seen.mostInFlight, seen.inFlight);
    seen.mostJobsRunning = Math.max(seen.mostJobsRunning, imageJobs.running);
    seen.mostJobsWaiting = Math.max(seen.mostJobsWaiting, imageJobs.waiting);
    return toBuffer.apply(this, args).finally(() => (seen.inFlight -= 1));
  });
  return { seen, decodesOf: (bytes: Buffer) => seen.inputs.filter((input) => input === bytes).length };
}

afterEach(() => vi.restoreAllMocks());

describe('the image pipeline', () => {
  it('refuses a 6000 × 6000 AVIF by its header, decoding none of it', async () => {
    const { decodesOf } = watchPipelines();
    await expect(encodeImage(avifBomb)).rejects.toThrow(
      new ImageRefused(
        'This image is too large: 6000 × 6000 pixels (36 megapixels); an AVIF image may have at most 16 megapixels, a JPEG, PNG or WebP 40 megapixels',
      ),
    );
    expect(decodesOf(avifBomb)).toBe(0);
  });

  it('decodes a large JPEG once and encodes every variant from it, at the right sizes', async () => {
    const bytes = await photo(6000, 4000);
    const { decodesOf } = watchPipelines();
    const { image, variants } = await encodeImage(bytes);
    expect(decodesOf(bytes)).toBe(1);
    expect(image).toEqual({ width: 1600, height: 1067, widths: [400, 700, 800, 1200, 1600], fallback: 'jpg' });
    const sizes = await Promise.all(
      variants.map(async ({ width, extension, bytes: encoded }) => {
        const { format, width: found, height } = await sharp(encoded).metadata();
        return `${width} ${extension}: ${format} ${found} × ${height}`;
      }),
    );
    expect(sizes).toEqual(
      [400, 700, 800, 1200, 1600].flatMap((width) => {
        const size = `${width} × ${Math.round((width * 4000) / 6000)}`;
        return [`${width} avif: heif ${size}`, `${width} webp: webp ${size}`, `${width} jpg: jpeg ${size}`];
      }),
    );
  });

  it('still takes an AVIF photo, decoded once', async () => {
    const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d53a7b' } })
      .avif()
      .toBuffer();
    const { decodesOf } = watchPipelines();
    expect((await encodeImage(bytes)).image).toEqual({
      width: 1200,
      height: 900,
      widths: [400, 700, 800, 1200],
      fallback: 'jpg',
    });
    expect(decodesOf(bytes)).toBe(1);
  });

  it('encodes at most two images at once, the others waiting their turn', async () => {
    const uploads = await Promise.all([photo(900, 600), photo(901, 600), photo(902, 600), photo(903, 600)]);
    const { seen } = watchPipelines();
    const encoded = await Promise.all(uploads.map((bytes) => encodeImage(bytes)));
    encoded.forEach(({ image }, i) => expect(image.widths).toEqual([400, 700, 800, 900 + i]));
    expect(seen.mostJobsRunning).toBe(2);
    expect(seen.mostJobsWaiting).toBe(2);
    expect(seen.mostInFlight).toBe(2);
    expect([imageJobs.running, imageJobs.waiting]).toEqual([0, 0]);
  });
});
