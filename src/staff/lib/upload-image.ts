import type { MediaImage } from '@schemas/media-image';
import { staffClient } from './staff-client';

/** Any staff image (a cover, an album photo, a poster, a portrait, the payment QR) through the media pipeline: checked by its bytes, re-encoded into the pages' widths. */
export async function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await staffClient.post<MediaImage>('/content/media', form)).data;
}
