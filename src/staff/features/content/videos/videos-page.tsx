import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaSrc } from '@schemas/media-url';
import { videoSizeLabel, type VideoList, type VideoView } from '@schemas/video';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeading } from '../../../components/page-heading';
import { DeleteSamples } from '../delete-samples';
import { VideoForm } from './video-form';
import { deleteSampleVideos, deleteVideo, fetchVideos, orderVideos, videosKey } from './videos-api';

const badge = 'rounded-full px-2 py-0.5 text-xs font-bold';
const sourceLabel = (video: VideoView) =>
  video.play.kind === 'youtube'
    ? 'YouTube'
    : video.play.kind === 'file'
      ? `Uploaded file, ${videoSizeLabel(video.play.bytes)}`
      : 'Sample clip';

/**
 * The videos of /video in their order (the first is the featured one): add, edit, move, feature,
 * delete; the shipped samples marked and deletable in one action. One column on a phone.
 */
export default function VideosPage() {
  const queryClient = useQueryClient();
  const videos = useQuery<VideoList, ApiError>({ queryKey: videosKey, queryFn: fetchVideos });
  const [editing, setEditing] = useState<VideoView | 'new' | undefined>(undefined);
  const [deleting, setDeleting] = useState<VideoView | undefined>(undefined);
  const [done, setDone] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: videosKey });

  const order = useMutation<unknown, ApiError, { ids: string[]; moved: string; focus: string }>({
    mutationFn: ({ ids }) => orderVideos(ids),
    onSuccess: async (_answer, { moved, focus }) => {
      setDone(moved);
      await refresh();
      // The pressed button was disabled meanwhile (or is gone, for Feature): the keyboard goes on from the moved video.
      requestAnimationFrame(() => {
        const button = document.getElementById(focus) as HTMLButtonElement | null;
        (button && !button.disabled ? button : document.getElementById(focus.replace(/-(up|down)$/, '-edit')))?.focus();
      });
    },
  });
  const remove = useMutation<void, ApiError, VideoView>({
    mutationFn: (video) => deleteVideo(video.id),
    onSuccess: (_answer, video) => {
      setDeleting(undefined);
      setDone(`Deleted “${video.titleEn}”.`);
      return refresh();
    },
  });

  const items = videos.data?.items ?? [];
  const move = (from: number, to: number) => {
    const ids = items.map((item) => item.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    const title = items[from].titleEn;
    order.mutate({
      ids,
      focus: `video-${id}-${to < from ? 'up' : 'down'}`,
      moved: to === 0 ? `“${title}” is now the featured video.` : `Moved “${title}” to place ${to + 1}.`,
    });
  };
  const closeForm = () => {
    setEditing(undefined);
    requestAnimationFrame(() => document.getElementById('add-video')?.focus());
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeading title="Videos">
        <Button id="add-video" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          Add a video
        </Button>
      </PageHeading>
      <p className="text-sm text-ink-muted">
        /video shows these in this order; the first is the featured video. Uploads: MP4 or WebM
        {videos.data ? `, up to ${videoSizeLabel(videos.data.maxBytes)}` : ''}; or a YouTube link, which loads nothing
        from YouTube until a visitor presses play.
      </p>
      <DeleteSamples
        count={items.filter((item) => item.sample).length}
        noun="videos"
        consequence="They leave /video and /ne/video at once; your own videos stay."
        remove={deleteSampleVideos}
        listKey={videosKey}
      />
      {done && <FormStatus tone="success">{done}</FormStatus>}
      {order.isError && <FormStatus tone="error">{order.error.message}</FormStatus>}
      {editing && videos.data && (
        <VideoForm
          key={editing === 'new' ? 'new' : editing.id}
          video={editing === 'new' ? undefined : editing}
          maxBytes={videos.data.maxBytes}
          onCancel={closeForm}
          onSaved={(saved) => {
            setDone(editing === 'new' ? `Added “${saved.titleEn}”.` : `Saved “${saved.titleEn}”.`);
            closeForm();
            void refresh();
          }}
        />
      )}
      {videos.isPending ? (
        <Loading />
      ) : videos.isError ? (
        <LoadError what="The videos" error={videos.error} />
      ) : items.length === 0 ? (
        <p className="text-ink-muted">No videos yet: /video says so until you add one.</p>
      ) : (
        <ol aria-label="Videos" className="flex flex-col gap-2">
          {items.map((video, i) => (
            <li
              key={video.id}
              className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-center"
            >
              <img
                src={'src' in video.poster ? video.poster.src : mediaSrc(video.poster)}
                alt=""
                width={video.poster.width}
                height={video.poster.height}
                loading="lazy"
                className="aspect-video h-auto w-full rounded-lg bg-slate-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  {i === 0 && <span className={`${badge} bg-brand-100 text-brand-900`}>Featured</span>}
                  {video.sample && <span className={`${badge} bg-amber-100 text-amber-900`}>Sample</span>}
                  <span className="text-xs text-ink-soft">{sourceLabel(video)}</span>
                </div>
                <p className="mt-1 break-words font-bold text-brand-900">{video.titleEn}</p>
                <p lang="ne" className="break-words text-sm text-ink-muted">
                  {video.titleNe}
                </p>
              </div>
              <div className="col-span-2 flex flex-wrap gap-1 sm:col-span-1">
                <Button
                  id={`video-${video.id}-edit`}
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(video)}
                  aria-label={`Edit “${video.titleEn}”`}
                >
                  Edit
                </Button>
                {i > 0 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={order.isPending}
                    onClick={() => move(i, 0)}
                    aria-label={`Make “${video.titleEn}” the featured video`}
                  >
                    Feature
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={order.isPending || i === 0}
                  id={`video-${video.id}-up`}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move “${video.titleEn}” up`}
                >
                  Up
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={order.isPending || i === items.length - 1}
                  id={`video-${video.id}-down`}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move “${video.titleEn}” down`}
                >
                  Down
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => setDeleting(video)}
                  aria-label={`Delete “${video.titleEn}”`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(undefined)}
        title={`Delete “${deleting?.titleEn ?? ''}”?`}
        cancelLabel="Keep it"
        confirmLabel="Delete video"
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        <p>
          It leaves /video and /ne/video at once{deleting?.play.kind === 'file' ? ', and its file is deleted' : ''}.
        </p>
      </ConfirmDialog>
    </div>
  );
}
