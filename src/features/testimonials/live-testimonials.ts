import type { PublicTestimonial, TestimonialsPageData } from '@schemas/testimonial';
import type { Locale } from '@/i18n/locale';
import type { Testimonial } from '@/content/testimonials';
import { galleryPhoto } from '@/components/ui/media-picture';

/** Stored testimonials as the carousel and the grid show them, in the page's language. */
export function liveShown(data: TestimonialsPageData, locale: Locale, sampleLabel: string) {
  const shown = (item: PublicTestimonial): Testimonial => {
    const photo = item.photo && galleryPhoto({ picture: item.photo, alt: '' }, '3.5rem');
    return {
      text: item.quote,
      name: item.name,
      position: item.role,
      rating: item.rating,
      ...(item.quoteLang !== locale && { lang: item.quoteLang }),
      ...(photo && { image: { ...photo, alt: '' } }),
      ...(item.sample && { sampleLabel }),
    };
  };
  return { carousel: data.carousel.map(shown), cards: data.cards.map(shown) };
}
