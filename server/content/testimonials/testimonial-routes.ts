import { carouselChoice, testimonialInput, type TestimonialView } from '../../../schemas/testimonial';
import { parseInput } from '../../staff/auth/staff-auth';
import { StaffApiError } from '../../staff/staff-api-error';
import type { Actor } from '../../staff/audit-log';
import type { StaffPlugin } from '../../staff/staff-context';
import { registerItemRoutes } from '../item-routes';
import type { MediaStore } from '../media/media-store';
import type { StoredTestimonial, TestimonialStore } from './testimonial-store';

const view = ({ createdAt: _created, ...item }: StoredTestimonial): TestimonialView => item;

/** The testimonials editor's API under /staff/api/content/testimonials, and the carousel's choice. */
export const testimonialRoutes =
  ({
    testimonials,
    media,
    removeSamples,
  }: {
    testimonials: TestimonialStore;
    media: MediaStore;
    /** Removes the kind's shipped samples as one undoable removal (server/samples/), answering how many. */
    removeSamples: (actor: Actor) => number;
  }): StaffPlugin =>
  async (app, { context }) => {
    registerItemRoutes(app, context.audit, {
      path: '/content/testimonials',
      noun: 'testimonial',
      store: testimonials,
      save(id, body) {
        const input = parseInput(testimonialInput, body);
        if (input.photo && 'media' in input.photo && !media.get(input.photo.media.id))
          throw new StaffApiError(422, 'INVALID_REQUEST', 'photo: upload the photo again');
        return testimonials.save(id, input);
      },
      view,
      detail: (item) => item.name,
      removeSamples,
    });

    app.put('/content/testimonials/carousel', async (request) => {
      const { ids } = parseInput(carouselChoice, request.body);
      const unknown = ids.find((id) => !testimonials.get(id));
      if (unknown) throw new StaffApiError(422, 'INVALID_REQUEST', 'ids: a chosen testimonial no longer exists');
      testimonials.setCarousel(ids);
      context.audit.write(request.staff.actor, { action: 'chose carousel testimonials', detail: ids.join(', ') });
      return { items: testimonials.all().map(view) };
    });
  };
