interface MapEmbedProps {
  title: string;
  embedUrl: string;
  linkUrl: string;
  linkLabel: string;
}

/** An OpenStreetMap embed (no API key) that loads when scrolled near, with a plain link beside it. */
export function MapEmbed({ title, embedUrl, linkUrl, linkLabel }: MapEmbedProps) {
  return (
    <figure className="overflow-hidden rounded-3xl bg-brand-50 shadow-card ring-1 ring-slate-100">
      <iframe title={title} src={embedUrl} loading="lazy" referrerPolicy="no-referrer" className="block aspect-[4/3] h-auto w-full border-0 lg:aspect-auto lg:h-[440px]" />
      <figcaption className="bg-white px-5 py-3 text-sm">
        <a href={linkUrl} target="_blank" rel="noopener noreferrer" className="rounded font-semibold text-brand-700 hover:text-brand-900">
          {linkLabel}
        </a>
      </figcaption>
    </figure>
  );
}
