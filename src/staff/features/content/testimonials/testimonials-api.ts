import type { TestimonialInput, TestimonialView } from '@schemas/testimonial';
import { staffClient } from '../../../lib/staff-client';
import { contentItems } from '../content-items';

export const testimonialsKey = ['content-testimonials'] as const;
const items = contentItems<TestimonialInput, TestimonialView>('/content/testimonials');

export async function fetchTestimonials() {
  return (await staffClient.get<{ items: TestimonialView[] }>('/content/testimonials')).data.items;
}
export const saveTestimonial = items.save;
export const deleteTestimonial = items.remove;
export async function chooseCarousel(ids: string[]) {
  return (await staffClient.put<{ items: TestimonialView[] }>('/content/testimonials/carousel', { ids })).data.items;
}
export async function deleteSampleTestimonials() {
  return (await staffClient.post<{ deleted: number }>('/content/testimonials/delete-samples')).data;
}
