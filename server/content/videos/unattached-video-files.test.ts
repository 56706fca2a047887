import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mediaImage } from '../../../schemas/media-image';
import { folderFiles } from '../../testing/folder-files';
import { signIn, signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';

const mp4 = readFileSync('public/media/intro.mp4');
const HOUR = 60 * 60_000;

async function uploadVideo(staff: StaffClient) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(mp4)], { type: 'video/mp4' }), 'office.mp4');
  const answer = await staff.call('POST', '/content/videos/file', body);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { fileId: string }).fileId;
}

describe('video files uploaded but never attached to a saved video', () => {
  it('are removed (file and record) on the first start a day after the upload; attached ones and fresh ones stay', async () => {
    const first = await startTestGateway();
    onTestFinished(() => first.close());
    const dataDir = first.dataDir;
    let staff = await signInAs(first, 'writer@example.com', 'staff');
    const photo = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#224488' } })
      .jpeg()
      .toBuffer();
    const image = new FormData();
    image.append('file', new Blob([new Uint8Array(photo)]), 'poster.jpg');
    const poster = mediaImage.parse(await (await staff.call('POST', '/content/media', image)).json());
    const left = await uploadVideo(staff);
    const attached = await uploadVideo(staff);
    const saveVideo = (fileId: string) =>
      staff.call('POST', '/content/videos', {
        titleEn: 'Our office',
        titleNe: 'हाम्रो कार्यालय',
        poster,
        posterAlt: 'The front desk',
        source: { kind: 'file', fileId },
      });
    const saved = await saveVideo(attached);
    expect(saved.status).toBe(201);
    await first.close();

    // Restarted within the day, with the clock moved: a form still open keeps its upload.
    const files = (gateway: TestGateway) => folderFiles(gateway, 'videos').sort();
    const restartAt = async (later: number): Promise<TestGateway> => {
      const gateway = await startTestGateway({ DATA_DIR: dataDir }, { now: () => Date.now() + later });
      onTestFinished(() => gateway.close());
      staff = await signIn(gateway, 'writer@example.com');
      return gateway;
    };
    const soon = await restartAt(23 * HOUR);
    expect(files(soon)).toEqual([`${attached}.mp4`, `${left}.mp4`].sort());
    expect((await fetch(`${soon.url}/videos/${left}.mp4`)).status).toBe(200);
    await soon.close();

    const nextDay = await restartAt(25 * HOUR);
    expect(files(nextDay)).toEqual([`${attached}.mp4`]);
    expect((await fetch(`${nextDay.url}/videos/${left}.mp4`)).status).toBe(404);
    expect((await fetch(`${nextDay.url}/videos/${attached}.mp4`)).status).toBe(200);
    // A form that named it is told to upload it again.
    const late = await saveVideo(left);
    expect(late.status).toBe(422);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
      'source: upload the video file again',
    );
  });
});
