import { Img } from '@/components/ui/img';
import { SampleBadge } from '@/components/ui/sample-badge';
import { StarRating } from '@/components/ui/star-rating';
import type { Testimonial } from '@/content/testimonials';
import { useWidgets } from '@/content/hooks/use-widgets';

interface TestimonialGridProps {
  items: readonly Testimonial[];
  rating: number;
}

/** Testimonial cards with a star rating, name and portrait. */
export function TestimonialGrid({ items, rating }: TestimonialGridProps) {
  const widgets = useWidgets();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <li key={`${item.name}-${i}`}>
          <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-100">
            {item.sampleLabel && (
              <p className="mb-3">
                <SampleBadge label={item.sampleLabel} />
              </p>
            )}
            <StarRating value={item.rating ?? rating} label={widgets.rating(item.rating ?? rating, 5)} />
            <blockquote lang={item.lang} className="mt-4 flex-1 text-ink-muted">
              “{item.text}”
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              {item.image && <Img {...item.image} className="h-12 w-12 rounded-full" />}
              <span className="font-semibold text-ink">{item.name}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
