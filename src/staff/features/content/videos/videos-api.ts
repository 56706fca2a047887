import type { VideoInput, VideoList, VideoView } from '@schemas/video';
import { staffClient, uploadWithProgress } from '../../../lib/staff-client';

export const videosKey = ['content-videos'] as const;

const one = (id: string) => `/content/videos/${encodeURIComponent(id)}`;

export async function fetchVideos() {
  return (await staffClient.get<VideoList>('/content/videos')).data;
}
export async function saveVideo(id: string | undefined, video: VideoInput) {
  return id
    ? (await staffClient.put<VideoView>(one(id), video)).data
    : (await staffClient.post<VideoView>('/content/videos', video)).data;
}
export async function orderVideos(ids: string[]) {
  return (await staffClient.put<{ items: VideoView[] }>('/content/videos/order', { ids })).data;
}
export async function deleteVideo(id: string) {
  await staffClient.delete(one(id));
}
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
