import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { useWidgets } from '@/content/hooks/use-widgets';

interface MapEmbedProps {
  title: string;
  embedUrl: string;
  linkUrl: string;
  linkLabel: string;
}

/**
 * A picture of the area that turns into the OpenStreetMap embed (no API key) when the visitor asks:
 * the page itself never contacts a third party, which keeps it light on slow phone networks. The
 * picture is the contact page's largest paint on wide screens.
 */
export function MapEmbed({ title, embedUrl, linkUrl, linkLabel }: MapEmbedProps) {
  const [interactive, setInteractive] = useState(false);
  const { map } = useWidgets();
  return (
    <figure className="overflow-hidden rounded-3xl bg-brand-50 shadow-card ring-1 ring-slate-100">
      {interactive ? (
        <iframe
          title={title}
          src={embedUrl}
          referrerPolicy="no-referrer"
          className="block aspect-[4/3] h-auto w-full border-0 lg:aspect-auto lg:h-[440px]"
        />
      ) : (
        <div className="relative">
          <Img
            src="/art/contact-map.svg"
            alt={map.picture}
            width={800}
            height={600}
            priority
            className="block aspect-[4/3] h-auto w-full object-cover lg:aspect-auto lg:h-[440px]"
          />
          <Button
            variant="light"
            className="absolute bottom-4 left-1/2 -translate-x-1/2 ring-1 ring-brand-200"
            onClick={() => setInteractive(true)}
          >
            {map.show}
          </Button>
        </div>
      )}
      <figcaption className="bg-white px-5 py-3 text-sm">
        <a
          href={linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded font-semibold text-brand-700 hover:text-brand-900"
        >
          {linkLabel}
        </a>
      </figcaption>
    </figure>
  );
}
