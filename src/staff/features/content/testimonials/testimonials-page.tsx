import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CAROUSEL_SIZE, type TestimonialView } from '@schemas/testimonial';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeading } from '../../../components/page-heading';
import { DeleteSamples } from '../delete-samples';
import { TestimonialForm } from './testimonial-form';
import {
  chooseCarousel,
  deleteSampleTestimonials,
  deleteTestimonial,
  fetchTestimonials,
  testimonialsKey,
} from './testimonials-api';

const carouselOf = (items: TestimonialView[]) =>
  items
    .filter((item) => item.carousel !== null)
    .sort((a, b) => a.carousel! - b.carousel!)
    .map((item) => item.id);

/**
 * Every testimonial with its editor, a new one, and the carousel's choice: tick the ones it shows,
 * put them in order with Move up / Move down, save; more than four ticked says so and sends nothing.
 */
export default function TestimonialsPage() {
  const queryClient = useQueryClient();
  const items = useQuery<TestimonialView[], ApiError>({ queryKey: testimonialsKey, queryFn: fetchTestimonials });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeading title="Testimonials" />
      <DeleteSamples
        count={items.data?.filter((item) => item.sample).length ?? 0}
        noun="testimonials"
        consequence="They leave /testimonials and /ne/testimonials (the carousel and the grid) at once; your own testimonials stay."
        remove={deleteSampleTestimonials}
        listKey={testimonialsKey}
      />
      {items.isPending ? (
        <Loading />
      ) : items.isError ? (
        <LoadError what="The testimonials" error={items.error} />
      ) : (
        <TestimonialsEditor
          key={items.dataUpdatedAt}
          items={items.data}
          refresh={() => queryClient.invalidateQueries({ queryKey: testimonialsKey })}
        />
      )}
    </div>
  );
}

function TestimonialsEditor({ items, refresh }: { items: TestimonialView[]; refresh(): Promise<void> }) {
  const [chosen, setChosen] = useState<string[]>(carouselOf(items));
  const [open, setOpen] = useState<string | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const carousel = useMutation<TestimonialView[], ApiError, string[]>({ mutationFn: chooseCarousel });
  const [deleting, setDeleting] = useState<TestimonialView>();
  const remove = useMutation<void, ApiError, string>({
    mutationFn: deleteTestimonial,
    onSuccess: () => {
      setDeleting(undefined);
      return refresh();
    },
  });
  const tooMany = chosen.length - CAROUSEL_SIZE;
  const move = (from: number, to: number) =>
    setChosen((ids) => {
      const next = [...ids];
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    });

  return (
    <>
      <section aria-labelledby="carousel-choice" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="carousel-choice" className="text-lg">
          Carousel ({chosen.length} of {CAROUSEL_SIZE})
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Tick “In the carousel” on the testimonials below; the carousel shows them in this order.
        </p>
        <ol aria-label="Carousel order" className="mt-3 flex flex-col gap-2">
          {chosen.map((id, i) => (
            <li key={id} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2">
              <span className="min-w-0 flex-1 break-words font-semibold">
                {i + 1}. {byId.get(id)?.name}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={i === 0}
                aria-label={`Move ${byId.get(id)?.name} up`}
                onClick={() => move(i, i - 1)}
              >
                Move up
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={i === chosen.length - 1}
                aria-label={`Move ${byId.get(id)?.name} down`}
                onClick={() => move(i, i + 1)}
              >
                Move down
              </Button>
            </li>
          ))}
        </ol>
        {tooMany > 0 && (
          <FormStatus tone="error">
            The carousel shows {CAROUSEL_SIZE} testimonials: you chose {chosen.length}. Untick {tooMany}.
          </FormStatus>
        )}
        {carousel.isError && <FormStatus tone="error">{carousel.error.message}</FormStatus>}
        {carousel.isSuccess && JSON.stringify(carouselOf(carousel.data)) === JSON.stringify(chosen) && (
          <FormStatus tone="success">The carousel shows these {chosen.length} now.</FormStatus>
        )}
        <Button className="mt-3" disabled={carousel.isPending || tooMany > 0} onClick={() => carousel.mutate(chosen)}>
          Save carousel
        </Button>
      </section>
      <ul aria-label="Testimonials" className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center gap-2">
              {item.sample && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">Sample</span>
              )}
              <span className="text-xs text-ink-soft">{item.rating} stars</span>
              <label className="ml-auto flex items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={chosen.includes(item.id)}
                  onChange={(e) =>
                    setChosen((ids) => (e.target.checked ? [...ids, item.id] : ids.filter((id) => id !== item.id)))
                  }
                />
                In the carousel<span className="sr-only">: {item.name}</span>
              </label>
            </div>
            <p className="mt-1 break-words font-bold text-brand-900">{item.name}</p>
            <p className="mt-1 line-clamp-2 break-words text-sm text-ink-muted">“{item.quote}”</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-expanded={open === item.id}
                onClick={() => setOpen(open === item.id ? null : item.id)}
              >
                Edit<span className="sr-only"> {item.name}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDeleting(item)}>
                Delete<span className="sr-only"> {item.name}</span>
              </Button>
            </div>
            {open === item.id && (
              <div className="mt-3">
                <TestimonialForm item={item} onSaved={() => void refresh()} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="new-testimonial" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="new-testimonial" className="mb-3 text-lg">
          New testimonial
        </h2>
        <TestimonialForm onSaved={() => void refresh()} />
      </section>
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(undefined)}
        title={`Delete the testimonial of ${deleting?.name ?? ''}?`}
        cancelLabel="Keep it"
        confirmLabel="Delete testimonial"
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        <p>It leaves /testimonials and /ne/testimonials at once.</p>
      </ConfirmDialog>
    </>
  );
}
