import { carouselChoice, testimonialInput, type TestimonialView } from '../../../schemas/testimonial';
import { parseInput } from '../../staff/auth/staff-auth';
import { StaffApiError, notFound } from '../../staff/staff-api-error';
import type { StaffPlugin } from '../../staff/staff-context';
import type { MediaStore } from '../media/media-store';
import type { StoredTestimonial, TestimonialStore } from './testimonial-store';

type IdParams = { Params: { id: string } };
const view = ({ createdAt: _created, ...item }: StoredTestimonial): TestimonialView => item;

/** The testimonials editor's API under /staff/api/content/testimonials, and the carousel's choice. */
export const testimonialRoutes =
  ({ testimonials, media }: { testimonials: TestimonialStore; media: MediaStore }): StaffPlugin =>
  async (app, { context }) => {
    const { audit } = context;
    const find = (id: string) =>
      testimonials.get(id) ??
      (() => {
        throw notFound('No such testimonial');
      })();
    const input = (body: unknown) => {
      const parsed = parseInput(testimonialInput, body);
      if (parsed.photo && 'media' in parsed.photo && !media.get(parsed.photo.media.id))
        throw new StaffApiError(422, 'INVALID_REQUEST', 'photo: upload the photo again');
      return parsed;
    };

    app.get('/content/testimonials', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { items: testimonials.all().map(view) };
    });

    app.post('/content/testimonials', async (request, reply) => {
      const item = testimonials.save(undefined, input(request.body));
      audit.write(request.staff.actor, { action: 'added testimonial', recordId: item.id, detail: item.name });
      return reply.code(201).send(view(item));
    });

    app.put<IdParams>('/content/testimonials/:id', async (request) => {
      find(request.params.id);
      const item = testimonials.save(request.params.id, input(request.body));
      audit.write(request.staff.actor, { action: 'changed testimonial', recordId: item.id, detail: item.name });
      return view(item);
    });

    app.delete<IdParams>('/content/testimonials/:id', async (request, reply) => {
      const item = find(request.params.id);
      testimonials.delete([item.id]);
      audit.write(request.staff.actor, { action: 'deleted testimonial', recordId: item.id, detail: item.name });
      return reply.code(204).send();
    });

    app.put('/content/testimonials/carousel', async (request) => {
      const { ids } = parseInput(carouselChoice, request.body);
      const unknown = ids.find((id) => !testimonials.get(id));
      if (unknown) throw new StaffApiError(422, 'INVALID_REQUEST', 'ids: a chosen testimonial no longer exists');
      testimonials.setCarousel(ids);
      audit.write(request.staff.actor, { action: 'chose carousel testimonials', detail: ids.join(', ') });
      return { items: testimonials.all().map(view) };
    });

    app.post('/content/testimonials/delete-samples', async (request) => {
      const samples = testimonials.all().filter((item) => item.sample);
      testimonials.delete(samples.map((item) => item.id));
      audit.write(request.staff.actor, { action: 'deleted sample testimonials', detail: String(samples.length) });
      return { deleted: samples.length };
    });
  };
