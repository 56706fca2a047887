import type { TestimonialInput, TestimonialView } from '@schemas/testimonial';
import { staffClient } from '../../../lib/staff-client';

export const testimonialsKey = ['content-testimonials'] as const;
const one = (id: string) => `/content/testimonials/${encodeURIComponent(id)}`;

export async function fetchTestimonials() {
  return (await staffClient.get<{ items: TestimonialView[] }>('/content/testimonials')).data.items;
}
export async function saveTestimonial(id: string | undefined, item: TestimonialInput) {
  return id
    ? (await staffClient.put<TestimonialView>(one(id), item)).data
    : (await staffClient.post<TestimonialView>('/content/testimonials', item)).data;
}
export async function deleteTestimonial(id: string) {
  await staffClient.delete(one(id));
}
export async function chooseCarousel(ids: string[]) {
  return (await staffClient.put<{ items: TestimonialView[] }>('/content/testimonials/carousel', { ids })).data.items;
}
export async function deleteSampleTestimonials() {
  return (await staffClient.post<{ deleted: number }>('/content/testimonials/delete-samples')).data;
}
