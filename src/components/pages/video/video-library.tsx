import { useEffect, useId, useRef, useState } from 'react';
import { HiPlay } from 'react-icons/hi2';
import { shippedPosterAvif } from '@schemas/sample-videos';
import { youtubeEmbedUrl, type PublicVideo } from '@schemas/video-play';
import { PostCover } from '@/features/blog/post-cover';
import { cn } from '@/lib/cn';
import { useLocale } from '@/i18n/use-locale';

interface VideoLibraryProps {
  /** The featured video first. */
  videos: readonly PublicVideo[];
  playlistLabel: string;
  nowPlaying: string;
  /** The poster button's name, before the video's title. */
  play: string;
  /** Under a YouTube video's poster: what pressing play loads. */
  youtubeNote: string;
}

type Title = { text: string; lang: 'en' | 'ne' };

/** The player's box; the poster's picture fills the same (./video-boot.ts reads it from the figure). */
const playerBox = 'block aspect-video h-auto w-full bg-black';

/**
 * What ./video-boot.ts needs to make a playlist entry's player before the island's code has arrived:
 * its size, and its files (as `<source>` pairs) or its YouTube player's address.
 */
function playData(video: PublicVideo): string {
  const { width: w, height: h } = video.poster;
  const { play } = video;
  if (play.kind === 'youtube') return JSON.stringify({ w, h, youtube: youtubeEmbedUrl(play.youtubeId) });
  const sources = play.kind === 'file' ? [play] : play.sources;
  return JSON.stringify({ w, h, sources: sources.map((source) => [source.src, source.type]) });
}

/** The entry and whether it plays, as ./video-boot.ts left them before this code arrived (read as the island hydrates). */
function earlyPlay(id: string): { current: number; chosen: boolean } | undefined {
  const figure = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!figure?.dataset.current) return undefined;
  return { current: Number(figure.dataset.current), chosen: figure.hasAttribute('data-chosen') };
}

/** The page's language first; a title missing in it falls back to the other, marked with its own `lang`. */
function titlesOf(video: PublicVideo, locale: 'en' | 'ne'): [Title, Title | undefined] {
  const en: Title = { text: video.titleEn, lang: 'en' };
  const ne: Title = { text: video.titleNe, lang: 'ne' };
  const [first, second] = locale === 'ne' ? [ne, en] : [en, ne];
  if (!first.text.trim()) return [second, undefined];
  return [first, second.text.trim() ? second : undefined];
}

/** A video's poster: an uploaded image in the widths it was made in, or the shipped clip's still. */
function Poster({ video, sizes, priority }: { video: PublicVideo; sizes: string; priority?: boolean }) {
  const { poster } = video;
  return (
    <PostCover
      cover={'src' in poster ? poster : { media: poster }}
      avif={'src' in poster ? shippedPosterAvif : undefined}
      alt=""
      sizes={sizes}
      priority={priority}
      className={`${playerBox} object-cover`}
    />
  );
}

/**
 * A featured player and a playlist. A file plays in the page's own player once chosen (nothing of
 * it is fetched before). A YouTube video is a facade: its poster (ours, never YouTube's thumbnail)
 * and a play button; only pressing that button inserts the youtube-nocookie player, so nothing at
 * all comes from YouTube until then. Choosing a YouTube video in the list shows its facade. Before
 * the island's code has arrived, the page's own lines (./video-boot.ts) answer the poster and the
 * list's files the same way; the island takes the player and entry they left as it hydrates.
 */
export function VideoLibrary({ videos, playlistLabel, nowPlaying, play, youtubeNote }: VideoLibraryProps) {
  const locale = useLocale() === 'ne' ? 'ne' : 'en';
  const player = useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  const posterButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const [early] = useState(() => earlyPlay(id));
  const [current, setCurrent] = useState(early?.current ?? 0);
  const [chosen, setChosen] = useState(early?.chosen ?? false);
  // A player made before this code arrived is already playing: not loaded again as the island hydrates.
  const adopted = useRef(chosen);
  // The poster's button goes when the player comes: focus follows to the player; and to the
  // poster's button when a YouTube video is picked from the list.
  const focusNext = useRef<'player' | 'poster' | undefined>(undefined);
  const video = videos[Math.min(current, videos.length - 1)];
  const [title, otherTitle] = titlesOf(video, locale);

  useEffect(() => {
    if (focusNext.current === 'poster') posterButton.current?.focus();
    const element = player.current;
    if (focusNext.current === 'player') element?.focus();
    focusNext.current = undefined;
    const playing = adopted.current;
    adopted.current = false;
    if (!chosen || playing || !(element instanceof HTMLVideoElement)) return;
    element.load();
    // Browsers may refuse to play (autoplay rules); the visitor can still press play.
    element.play()?.catch(() => undefined);
  }, [chosen, current]);

  const sources =
    video.play.kind === 'file'
      ? [{ src: video.play.src, type: video.play.type }]
      : video.play.kind === 'shipped'
        ? video.play.sources
        : [];

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <figure
        id={id}
        data-early-video=""
        data-box={playerBox}
        className="self-start overflow-hidden rounded-3xl bg-brand-950 shadow-lift"
      >
        {/* The player is only made once the visitor asks for a video: nothing of it is fetched before,
            and its controls alone cost a slow phone more than the rest of the page's first layout. */}
        {chosen && video.play.kind === 'youtube' ? (
          <iframe
            ref={player}
            key={video.id}
            src={youtubeEmbedUrl(video.play.youtubeId)}
            title={title.text}
            lang={title.lang}
            width={video.poster.width}
            height={video.poster.height}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className={`${playerBox} border-0`}
          />
        ) : chosen ? (
          <video
            ref={player}
            key={video.id}
            controls
            width={video.poster.width}
            height={video.poster.height}
            className={playerBox}
          >
            {sources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
          </video>
        ) : (
          <button
            ref={posterButton}
            type="button"
            onClick={() => {
              focusNext.current = 'player';
              setChosen(true);
            }}
            className="group relative block w-full focus-visible:ring-0 focus-visible:ring-offset-0"
          >
            <Poster video={video} sizes="(min-width: 1024px) 760px, 100vw" priority />
            <span className="absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-lift transition-transform group-hover:scale-110 group-focus-visible:ring-4 group-focus-visible:ring-accent-500 motion-reduce:transition-none motion-reduce:group-hover:scale-100">
              <HiPlay aria-hidden="true" className="ml-1 h-8 w-8" />
            </span>
            <span className="sr-only">
              {play}: <span lang={title.lang}>{title.text}</span>
            </span>
          </button>
        )}
        <figcaption className="p-5 text-white">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">{nowPlaying}</p>
          <h2 lang={title.lang} className="mt-1 text-2xl text-white">
            {title.text}
          </h2>
          {otherTitle && (
            <p lang={otherTitle.lang} className="mt-1 text-lg text-brand-100">
              {otherTitle.text}
            </p>
          )}
          {video.play.kind === 'youtube' && !chosen && (
            <p data-youtube-note="" className="mt-2 text-sm text-brand-100">
              {youtubeNote}
            </p>
          )}
        </figcaption>
      </figure>
      <div>
        <h2 className="text-xl">{playlistLabel}</h2>
        <ol className="mt-4 space-y-3">
          {videos.map((entry, i) => {
            const [first, second] = titlesOf(entry, locale);
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  aria-current={i === current ? 'true' : undefined}
                  data-play={playData(entry)}
                  onClick={() => {
                    setCurrent(i);
                    // A YouTube video waits for its own play button; a file plays at once.
                    const youtube = entry.play.kind === 'youtube';
                    focusNext.current = youtube ? 'poster' : undefined;
                    setChosen(!youtube);
                  }}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-2xl p-2 text-left ring-1 transition-colors motion-reduce:transition-none',
                    i === current ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-slate-200 hover:bg-slate-50',
                  )}
                >
                  <span className="relative w-28 shrink-0 overflow-hidden rounded-xl">
                    <Poster video={entry} sizes="112px" />
                    <HiPlay aria-hidden="true" className="absolute inset-0 m-auto h-8 w-8 text-white drop-shadow" />
                  </span>
                  <span className="min-w-0">
                    <span lang={first.lang} className="block break-words font-semibold text-ink">
                      {first.text}
                    </span>
                    {second && (
                      <span lang={second.lang} className="block break-words text-sm text-ink-muted">
                        {second.text}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
