import { CtaBand } from '@/components/blocks/cta-band';
import { TESTIMONIAL_DELAY_MS, TestimonialCarousel } from '@/components/pages/testimonials/testimonial-carousel';
import { TestimonialGrid } from '@/components/pages/testimonials/testimonial-grid';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import * as testimonialsContent from '@/content/testimonials';
import { useLocalized } from '@/content/hooks/use-localized';
import { island } from '@/islands/island';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { usePageData } from '@/app/page-data';
import { liveShown } from '@/features/testimonials/live-testimonials';
import { useLocale } from '@/i18n/use-locale';

const TestimonialCarouselIsland = island('testimonial-carousel', TestimonialCarousel, {
  autoplayMs: TESTIMONIAL_DELAY_MS,
});

/** /testimonials: the stored testimonials when the gateway renders it, else (a static build) the samples. */
export default function TestimonialsPage() {
  const content = useLocalized(testimonialsContent, nepaliModules.testimonials);
  const { testimonialRating, testimonialsPage, liveTestimonials } = content;
  const live = usePageData().testimonials;
  const locale = useLocale();
  const shown = live && liveShown(live, locale, liveTestimonials.sample);
  const carouselQuotes = shown?.carousel ?? content.carouselQuotes;
  const testimonialCards = shown?.cards ?? content.testimonialCards;
  return (
    <>
      <PageHeader eyebrow={testimonialsPage.eyebrow} title={testimonialsPage.title} intro={testimonialsPage.intro} />
      <Section tone="muted">
        <TestimonialCarouselIsland label={testimonialsPage.carouselLabel} items={carouselQuotes} />
      </Section>
      <Section id="reviews" eyebrow={testimonialsPage.grid.eyebrow} title={testimonialsPage.grid.title}>
        <TestimonialGrid items={testimonialCards} rating={testimonialRating} />
      </Section>
      <CtaBand {...testimonialsPage.cta} />
    </>
  );
}
