import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { mediaSrc } from '@schemas/media-url';
import { videoInput, videoSizeLabel, type VideoInput, type VideoView } from '@schemas/video';
import type { VideoPoster } from '@schemas/video-play';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { saveVideo, uploadVideoFile } from './videos-api';
import { ImageUploadField, useImageUpload } from '../../../components/image-upload-field';

type SourceKind = VideoInput['source']['kind'];

interface Draft {
  titleEn: string;
  titleNe: string;
  poster: VideoPoster | undefined;
  posterAlt: string;
  kind: SourceKind;
  /** The uploaded file (from this form's upload, or the stored video's). */
  file: { id: string; label: string } | undefined;
  link: string;
}

type Problems = Partial<Record<'titleEn' | 'titleNe' | 'poster' | 'posterAlt' | 'source', string>>;

const draftOf = (video?: VideoView): Draft => ({
  titleEn: video?.titleEn ?? '',
  titleNe: video?.titleNe ?? '',
  poster: video?.poster,
  posterAlt: video?.posterAlt ?? '',
  kind: video?.play.kind ?? 'file',
  file:
    video?.play.kind === 'file'
      ? {
          id: video.play.src.split('/').pop()!.split('.')[0],
          label: `the uploaded video (${videoSizeLabel(video.play.bytes)})`,
        }
      : undefined,
  link: video?.play.kind === 'youtube' ? `https://www.youtube.com/watch?v=${video.play.youtubeId}` : '',
});

const inputOf = (draft: Draft) => ({
  titleEn: draft.titleEn,
  titleNe: draft.titleNe,
  poster: draft.poster,
  posterAlt: draft.posterAlt,
  source:
    draft.kind === 'file'
      ? { kind: 'file', fileId: draft.file?.id ?? '' }
      : draft.kind === 'youtube'
        ? { kind: 'youtube', link: draft.link }
        : { kind: 'shipped' },
});

/** Every field's first problem, from the schema the gateway checks with. */
function problemsOf(draft: Draft): Problems {
  const parsed = videoInput.safeParse(inputOf(draft));
  if (parsed.success) return {};
  const found: Problems = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as keyof Problems;
    found[name] ??=
      name === 'poster'
        ? 'Poster: upload an image'
        : name === 'source' && draft.kind === 'file'
          ? 'Video file: upload an MP4 or WebM video'
          : issue.message;
  }
  return found;
}

const fieldIds: Record<keyof Problems, string> = {
  titleEn: 'video-title-en',
  titleNe: 'video-title-ne',
  poster: 'video-poster',
  posterAlt: 'video-poster-alt',
  source: 'video-source',
};

interface VideoFormProps {
  video?: VideoView;
  /** VIDEO_MAX_BYTES, stated beside the file field. */
  maxBytes: number;
  onSaved: (video: VideoView) => void;
  onCancel: () => void;
}

/**
 * Add or change a video: both titles, a poster through the image pipeline, and either an uploaded
 * MP4/WebM (the limit stated, its progress shown, checked by its bytes on the gateway) or a YouTube
 * link. Nothing typed is lost when an upload or the save fails.
 */
export function VideoForm({ video, maxBytes, onSaved, onCancel }: VideoFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(video));
  const [shown, setShown] = useState<Problems>({});
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => setDraft((d) => ({ ...d, [name]: value }));
  const fix = (name: keyof Problems) => shown[name] && setShown(({ [name]: _fixed, ...rest }) => rest);

  const poster = useImageUpload((image) => {
    set('poster', image);
    fix('poster');
  });
  const upload = useMutation<{ fileId: string; bytes: number }, ApiError, File>({
    mutationFn: (file) => {
      if (file.size > maxBytes)
        return Promise.reject(
          new Error(`The video must be at most ${videoSizeLabel(maxBytes)}; this one is ${videoSizeLabel(file.size)}`),
        );
      setProgress(0);
      return uploadVideoFile(file, setProgress);
    },
    onSuccess: (file, chosen) => {
      set('file', { id: file.fileId, label: `${chosen.name} (${videoSizeLabel(file.bytes)})` });
      fix('source');
    },
    onError: () => {
      // The refused file is not kept; what was typed stays.
      if (fileInput.current) fileInput.current.value = '';
    },
    onSettled: () => setProgress(undefined),
  });
  const save = useMutation<VideoView, ApiError, Draft>({
    mutationFn: (values) => saveVideo(video?.id, videoInput.parse(inputOf(values))),
    onSuccess: onSaved,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(draft);
    setShown(found);
    const first = Object.keys(found)[0] as keyof Problems | undefined;
    if (first) {
      document.getElementById(fieldIds[first])?.focus();
      return;
    }
    save.mutate(draft);
  }

  const count = Object.keys(shown).length;
  const posterSrc = draft.poster && ('src' in draft.poster ? draft.poster.src : mediaSrc(draft.poster));
  const busy = upload.isPending || poster.isPending || save.isPending;
  const youtube = draft.kind === 'youtube';
  const sourceChoices: { kind: SourceKind; label: string }[] = [
    { kind: 'file', label: 'Upload a video file' },
    { kind: 'youtube', label: 'A YouTube link' },
    ...(video?.play.kind === 'shipped' ? [{ kind: 'shipped' as const, label: 'Keep the sample clip' }] : []),
  ];

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="video-form-title"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="video-form-title" className="text-lg">
        {video ? 'Edit video' : 'Add a video'}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={fieldIds.titleEn} label="Title in English" required error={shown.titleEn}>
          {(c) => (
            <TextInput
              {...c}
              lang="en"
              maxLength={150}
              value={draft.titleEn}
              onChange={(e) => {
                set('titleEn', e.target.value);
                fix('titleEn');
              }}
            />
          )}
        </Field>
        <Field id={fieldIds.titleNe} label="Title in Nepali" required error={shown.titleNe}>
          {(c) => (
            <TextInput
              {...c}
              lang="ne"
              maxLength={150}
              value={draft.titleNe}
              onChange={(e) => {
                set('titleNe', e.target.value);
                fix('titleNe');
              }}
            />
          )}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink">
          The video
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {sourceChoices.map((choice) => (
            <label key={choice.kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="video-source-kind"
                className="h-5 w-5"
                checked={draft.kind === choice.kind}
                onChange={() => {
                  set('kind', choice.kind);
                  fix('source');
                }}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {draft.kind === 'file' && (
          <Field
            id={fieldIds.source}
            label="Video file"
            error={shown.source ?? (upload.error ? upload.error.message : undefined)}
            hint={`MP4 or WebM, up to ${videoSizeLabel(maxBytes)}. Other files are refused by what they contain, whatever their name.`}
          >
            {(c) => (
              <input
                {...c}
                ref={fileInput}
                type="file"
                accept="video/mp4,video/webm"
                disabled={upload.isPending}
                className="block w-full text-sm"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) upload.mutate(file);
                }}
              />
            )}
          </Field>
        )}
        {draft.kind === 'file' && progress !== undefined && (
          <div className="flex items-center gap-3 text-sm">
            <progress max={1} value={progress} aria-label="Upload progress" className="h-2 w-48 max-w-full" />
            <span aria-live="polite">Uploading… {Math.round(progress * 100)}%</span>
          </div>
        )}
        {draft.kind === 'file' && draft.file && !upload.isPending && (
          <p className="text-sm text-ink-muted">Video: {draft.file.label}</p>
        )}
        {draft.kind === 'youtube' && (
          <Field
            id={fieldIds.source}
            label="YouTube link"
            error={shown.source}
            hint="Such as https://www.youtube.com/watch?v=…, https://youtu.be/…, /shorts/… or /embed/…. Visitors see your poster (or, without one, the site’s own); nothing loads from YouTube until they press play."
          >
            {(c) => (
              <TextInput
                {...c}
                type="url"
                inputMode="url"
                maxLength={300}
                value={draft.link}
                onChange={(e) => {
                  set('link', e.target.value);
                  fix('source');
                }}
              />
            )}
          </Field>
        )}
        {draft.kind === 'shipped' && (
          <p className="text-sm text-ink-muted">The short clip the site ships with plays for this sample.</p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <ImageUploadField
            id={fieldIds.poster}
            label="Poster image"
            required={!youtube}
            error={shown.poster}
            hint={`A JPEG, PNG, WebP or AVIF still, shown until the visitor presses play; it is resized for phones and desks.${youtube ? ' Optional for a YouTube video: without one, it gets the site’s own poster.' : ''}`}
            upload={poster}
          />
          {posterSrc && (
            <img
              src={posterSrc}
              alt={draft.posterAlt}
              width={draft.poster?.width}
              height={draft.poster?.height}
              className="aspect-video h-auto w-full max-w-xs rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
            />
          )}
        </div>
        <Field
          id={fieldIds.posterAlt}
          label="Poster alt text"
          required={!youtube || !!draft.poster}
          error={shown.posterAlt}
          hint="What the poster shows, for people who cannot see it."
        >
          {(c) => (
            <TextInput
              {...c}
              maxLength={300}
              value={draft.posterAlt}
              onChange={(e) => {
                set('posterAlt', e.target.value);
                fix('posterAlt');
              }}
            />
          )}
        </Field>
      </div>
      <FormStatus tone="error" className="text-sm">
        {count
          ? `Not saved: ${count === 1 ? 'one field needs' : `${count} fields need`} a fix (marked above).`
          : save.isError
            ? `Not saved: ${save.error.message}`
            : ''}
      </FormStatus>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {save.isPending ? 'Saving…' : video ? 'Save video' : 'Add video'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
