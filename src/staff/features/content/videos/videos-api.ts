import type { VideoInput, VideoList, VideoView } from '@schemas/video';
import { staffClient, uploadWithProgress } from '../../../lib/staff-client';
import { contentItems } from '../content-items';

export const videosKey = ['content-videos'] as const;

const items = contentItems<VideoInput, VideoView>('/content/videos');

export async function fetchVideos() {
  return (await staffClient.get<VideoList>('/content/videos')).data;
}
export const saveVideo = items.save;
export async function orderVideos(ids: string[]) {
  return (await staffClient.put<{ items: VideoView[] }>('/content/videos/order', { ids })).data;
}
export const deleteVideo = items.remove;
export async function deleteSampleVideos() {
  return (await staffClient.post<{ deleted: number }>('/content/videos/delete-samples')).data;
}
/** Streams the file to the gateway, which checks it by its bytes; `onProgress` gets 0 to 1. */
export function uploadVideoFile(file: File, onProgress: (done: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<{ fileId: string; type: 'mp4' | 'webm'; bytes: number }>(
    '/content/videos/file',
    form,
    onProgress,
  );
}
