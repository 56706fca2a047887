import { useEffect, useRef, useState } from 'react';
import { HiPlay } from 'react-icons/hi2';
import { Img } from '@/components/ui/img';
import type { VideoEntry, VideoSource } from '@/content/videos';
import { cn } from '@/lib/cn';
import { useDigits } from '@/i18n/use-digits';
import { useLocale } from '@/i18n/use-locale';

interface VideoLibraryProps {
  videos: readonly VideoEntry[];
  sources: readonly VideoSource[];
  poster: { src: string; width: number; height: number };
  playlistLabel: string;
  nowPlaying: string;
  /** The name of the button on the poster. */
  play: string;
}

/**
 * A featured player and a playlist; choosing an entry, or pressing play on the poster, loads it into
 * the player and plays it.
 */
export function VideoLibrary({ videos, sources, poster, playlistLabel, nowPlaying, play }: VideoLibraryProps) {
  const digits = useDigits();
  // Each video has an English and a Nepali title: the page's own language comes first.
  const [first, second] = useLocale() === 'ne' ? (['ne', 'en'] as const) : (['en', 'ne'] as const);
  const titles = (entry: VideoEntry) =>
    first === 'ne' ? [entry.titleNe, entry.titleEn] : [entry.titleEn, entry.titleNe];
  const player = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(0);
  const [chosen, setChosen] = useState(false);
  // The poster's button goes when the player comes: focus follows to the player's own controls.
  const focusPlayer = useRef(false);
  const video = videos[current];

  useEffect(() => {
    const element = player.current;
    if (!chosen || !element) return;
    if (focusPlayer.current) element.focus();
    focusPlayer.current = false;
    element.load();
    // Browsers may refuse to play (autoplay rules); the visitor can still press play.
    element.play()?.catch(() => undefined);
  }, [chosen, current]);

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <figure className="self-start overflow-hidden rounded-3xl bg-brand-950 shadow-lift">
        {/* The player is only made once the visitor asks for a video: nothing of it is fetched before,
            and its controls alone cost a slow phone more than the rest of the page's first layout. */}
        {chosen ? (
          <video
            ref={player}
            controls
            poster={poster.src}
            width={poster.width}
            height={poster.height}
            className="block aspect-video h-auto w-full bg-black"
          >
            {sources.map((source) => (
              <source key={source.type} src={source.src} type={source.type} />
            ))}
          </video>
        ) : (
          <button
            type="button"
            onClick={() => {
              focusPlayer.current = true;
              setChosen(true);
            }}
            className="group relative block w-full focus-visible:ring-0 focus-visible:ring-offset-0"
          >
            <Img
              src={poster.src}
              alt=""
              width={poster.width}
              height={poster.height}
              priority
              className="block aspect-video h-auto w-full bg-black object-cover"
            />
            <span className="absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-lift transition-transform group-hover:scale-110 group-focus-visible:ring-4 group-focus-visible:ring-accent-500 motion-reduce:transition-none">
              <HiPlay aria-hidden="true" className="ml-1 h-8 w-8" />
            </span>
            <span className="sr-only">{play}</span>
          </button>
        )}
        <figcaption className="p-5 text-white">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">{nowPlaying}</p>
          <h2 lang={first} className="mt-1 text-2xl text-white">
            {titles(video)[0]}
          </h2>
          <p lang={second} className="mt-1 text-lg text-brand-100">
            {titles(video)[1]}
          </p>
        </figcaption>
      </figure>
      <div>
        <h2 className="text-xl">{playlistLabel}</h2>
        <ol className="mt-4 space-y-3">
          {videos.map((entry, i) => (
            <li key={entry.id}>
              <button
                type="button"
                aria-current={i === current ? 'true' : undefined}
                onClick={() => {
                  setCurrent(i);
                  setChosen(true);
                }}
                className={cn(
                  'flex w-full items-center gap-3 rounded-2xl p-2 text-left ring-1 transition-colors',
                  i === current ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-slate-200 hover:bg-slate-50',
                )}
              >
                <span className="relative w-28 shrink-0 overflow-hidden rounded-xl">
                  <Img src={poster.src} alt="" width={poster.width} height={poster.height} className="h-auto w-full" />
                  <HiPlay aria-hidden="true" className="absolute inset-0 m-auto h-8 w-8 text-white drop-shadow" />
                </span>
                <span className="min-w-0">
                  <span lang={first} className="block font-semibold text-ink">
                    {titles(entry)[0]}
                  </span>
                  <span lang={second} className="block text-sm text-ink-muted">
                    {titles(entry)[1]}
                  </span>
                  <span className="block text-xs text-ink-muted">{digits(entry.duration)}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
