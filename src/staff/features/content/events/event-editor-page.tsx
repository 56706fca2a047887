import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { eventInput, publishProblems, type EventInput, type EventView } from '@schemas/gallery-event';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextArea } from '@/components/ui/form/text-area';
import { NativeSelect } from '@/components/ui/form/native-select';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeading } from '../../../components/page-heading';
import { PostStateBadge } from '../posts/post-state-badge';
import { uploadImage } from '../../../lib/upload-image';
import { AlbumEditor } from './album-editor';
import { changeEventState, deleteEvent, eventKey, eventsKey, fetchEvent, saveEvent } from './events-api';

/** The editor for a new event (`/content/events/new`) or a stored one, loaded before the form shows. */
export default function EventEditorPage() {
  const { id } = useParams();
  const isNew = id === 'new';
  const event = useQuery<EventView, ApiError>({
    queryKey: eventKey(id!),
    queryFn: () => fetchEvent(id!),
    enabled: !isNew,
  });
  if (isNew) return <EventEditor key="new" />;
  if (event.isPending) return <Loading />;
  if (event.isError) return <LoadError what="The event" error={event.error} />;
  return <EventEditor key={event.data.id} event={event.data} />;
}

type EventForm = EventInput & { slug: string };
const listingOptions = [
  { value: 'gallerys', label: '/gallerys: the marketplace’s events' },
  { value: 'gallery', label: '/gallery: the company’s events and workshops' },
];
const emptyForm: EventForm = {
  title: '',
  titleNe: '',
  slug: '',
  date: '',
  place: '',
  placeNe: '',
  listing: 'gallerys',
  featured: false,
  description: '',
  descriptionNe: '',
  photos: [],
  cover: 0,
};
const formOf = (event: EventView): EventForm => ({
  title: event.title,
  titleNe: event.titleNe,
  slug: event.slug,
  date: event.date,
  place: event.place,
  placeNe: event.placeNe,
  listing: event.listing,
  featured: event.featured,
  description: event.description,
  descriptionNe: event.descriptionNe,
  photos: event.photos,
  cover: event.cover,
});
const toInput = ({ slug, ...form }: EventForm): EventInput => ({ ...form, ...(slug.trim() && { slug: slug.trim() }) });

/** Each field's first message from the schema the gateway checks with (`title: write it` → title). */
function fieldErrors(form: EventForm): Record<string, string> {
  const parsed = eventInput.safeParse(toInput(form));
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
/** `photos.2.alt: describe …` → { 2: 'describe …' }. */
function altErrorsOf(problems: string[]): Record<number, string> {
  return Object.fromEntries(
    problems.flatMap((line) => {
      const match = /^photos\.(\d+)\.alt: (.*)$/.exec(line);
      return match ? [[Number(match[1]), match[2]]] : [];
    }),
  );
}

/**
 * Every field of an event in English and Nepali, and its album: many photos uploaded at once
 * (through the image pipeline), put in order by dragging or with Move up / Move down, each with its
 * alt text (required to publish) and one as the cover. Save, Publish, Unpublish, Delete.
 */
function EventEditor({ event }: { event?: EventView }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<EventForm>(event ? formOf(event) : emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [altErrors, setAltErrors] = useState<Record<number, string>>({});
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const set = <K extends keyof EventForm>(name: K, value: EventForm[K]) => setForm((f) => ({ ...f, [name]: value }));

  const updated = (saved: EventView) => {
    queryClient.setQueryData(eventKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: eventsKey });
  };
  const save = useMutation<EventView, ApiError, EventForm>({
    mutationFn: (values) => saveEvent(event?.id, toInput(values)),
    onSuccess: (saved) => {
      updated(saved);
      setForm(formOf(saved));
      if (!event) navigate(`/content/events/${saved.id}`, { replace: true });
    },
  });
  const state = useMutation<EventView, ApiError, 'publish' | 'unpublish'>({
    mutationFn: (action) => changeEventState(event!.id, action),
    onSuccess: updated,
  });
  const remove = useMutation<void, ApiError>({
    mutationFn: () => deleteEvent(event!.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventsKey });
      navigate('/content/events');
    },
  });

  async function addPhotos(files: File[]) {
    setUploadErrors([]);
    setUploading(files.length);
    // One at a time: the server re-encodes each into every width, and a phone's upload is slow anyway.
    for (const file of files) {
      try {
        const media = await uploadImage(file);
        setForm((f) => ({ ...f, photos: [...f.photos, { picture: { media }, alt: '' }] }));
      } catch (error) {
        setUploadErrors((list) => [...list, `${file.name}: ${(error as ApiError).message}`]);
      }
      setUploading((n) => n - 1);
    }
  }

  function submit(submitted: FormEvent) {
    submitted.preventDefault();
    const found = fieldErrors(form);
    setErrors(found);
    const published = current?.state === 'published';
    const alts = published ? altErrorsOf(publishProblems(form)) : {};
    setAltErrors(alts);
    if (Object.keys(found).length === 0 && Object.keys(alts).length === 0) save.mutate(form);
    else document.getElementById(Object.keys(found).length ? `event-${Object.keys(found)[0]}` : 'photo-alt-0')?.focus();
  }

  function publish() {
    const problems = publishProblems(form);
    setAltErrors(altErrorsOf(problems));
    if (problems.length === 0) state.mutate('publish');
  }

  const current = (event && (queryClient.getQueryData<EventView>(eventKey(event.id)) ?? event)) || undefined;
  const dirty = !!current && JSON.stringify(formOf(current)) !== JSON.stringify(form);
  const count = Object.keys(errors).length;
  const publishBlocked = publishProblems(form);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeading title={event ? 'Edit event' : 'New event'}>
        {current && <PostStateBadge state={current.state} publishAt={null} />}
        {current?.sample && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">Sample</span>
        )}
      </PageHeading>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {count > 0 && (
          <FormStatus tone="error">
            {count === 1 ? '1 field needs' : `${count} fields need`} a fix before saving.
          </FormStatus>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="event-title" label="Title (English)" required error={errors.title}>
            {(c) => (
              <TextInput {...c} maxLength={200} value={form.title} onChange={(e) => set('title', e.target.value)} />
            )}
          </Field>
          <Field
            id="event-titleNe"
            label="Title (Nepali)"
            error={errors.titleNe}
            hint="Empty: Nepali pages show the English title."
          >
            {(c) => (
              <TextInput
                {...c}
                lang="ne"
                maxLength={200}
                value={form.titleNe}
                onChange={(e) => set('titleNe', e.target.value)}
              />
            )}
          </Field>
          <Field id="event-date" label="Date" required error={errors.date}>
            {(c) => <TextInput {...c} type="date" value={form.date} onChange={(e) => set('date', e.target.value)} />}
          </Field>
          <Field id="event-place" label="Place (English)" required error={errors.place}>
            {(c) => (
              <TextInput {...c} maxLength={200} value={form.place} onChange={(e) => set('place', e.target.value)} />
            )}
          </Field>
          <Field
            id="event-placeNe"
            label="Place (Nepali)"
            error={errors.placeNe}
            hint="Empty: Nepali pages show the English place."
          >
            {(c) => (
              <TextInput
                {...c}
                lang="ne"
                maxLength={200}
                value={form.placeNe}
                onChange={(e) => set('placeNe', e.target.value)}
              />
            )}
          </Field>
          <Field id="event-listing" label="Listed on" error={errors.listing}>
            {(c) => (
              <NativeSelect
                {...c}
                placeholder="Choose a page"
                options={listingOptions}
                value={form.listing}
                onChange={(e) => set('listing', e.target.value as EventForm['listing'])}
              />
            )}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.featured}
            onChange={(e) => set('featured', e.target.checked)}
            className="h-5 w-5"
          />
          Show this album at /singlegallery (in place of the one shown there now)
        </label>
        <Field
          id="event-slug"
          label="Address (slug)"
          error={errors.slug}
          hint={`Made from the title when left empty: /gallerys/${form.slug || '…'}`}
        >
          {(c) => <TextInput {...c} maxLength={120} value={form.slug} onChange={(e) => set('slug', e.target.value)} />}
        </Field>
        <Field id="event-description" label="Description (English)" error={errors.description}>
          {(c) => (
            <TextArea
              {...c}
              rows={3}
              maxLength={5000}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        <Field id="event-descriptionNe" label="Description (Nepali)" error={errors.descriptionNe}>
          {(c) => (
            <TextArea
              {...c}
              lang="ne"
              rows={3}
              maxLength={5000}
              value={form.descriptionNe}
              onChange={(e) => set('descriptionNe', e.target.value)}
            />
          )}
        </Field>
        <section aria-labelledby="album" className="flex flex-col gap-3">
          <h2 id="album" className="text-lg">
            Album ({form.photos.length} photos)
          </h2>
          <Field
            id="event-photos"
            label="Add photos"
            error={errors.photos}
            hint="Choose many at once: JPEG, PNG, WebP or AVIF, up to 15 MB each. Drag to reorder, or use Move up / Move down."
          >
            {(c) => (
              <input
                {...c}
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp,image/avif"
                className="block w-full text-sm"
                onChange={(e) => {
                  const files = [...(e.target.files ?? [])];
                  e.target.value = '';
                  if (files.length) void addPhotos(files);
                }}
              />
            )}
          </Field>
          {uploading > 0 && (
            <p role="status" className="text-sm text-ink-soft">
              Uploading and resizing {uploading} photos…
            </p>
          )}
          {uploadErrors.length > 0 && <FormStatus tone="error">Not added: {uploadErrors.join(' ')}</FormStatus>}
          <AlbumEditor
            photos={form.photos}
            cover={form.cover}
            altErrors={altErrors}
            onChange={(next) => setForm((f) => ({ ...f, ...next }))}
          />
        </section>
        {save.isError && <FormStatus tone="error">{save.error.message}</FormStatus>}
        {save.isSuccess && !dirty && <FormStatus tone="success">Saved.</FormStatus>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending || uploading > 0}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          {current?.state === 'published' && (
            <a
              href={current.url}
              target="_blank"
              rel="noopener"
              className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 underline"
            >
              Open public album
            </a>
          )}
        </div>
      </form>
      {current && (
        <section aria-labelledby="publishing" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 id="publishing" className="text-lg">
            Publishing
          </h2>
          {dirty && (
            <p className="mt-1 text-sm text-amber-800">Save your changes first: publishing uses the saved event.</p>
          )}
          {current.state === 'draft' && publishBlocked.length > 0 && !dirty && (
            <p className="mt-1 text-sm text-ink-muted">
              To publish,{' '}
              {publishBlocked.length === 1 && form.photos.length === 0 ? 'add photos' : 'give every photo its alt text'}
              .
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {current.state === 'draft' ? (
              <Button disabled={state.isPending || dirty} onClick={publish}>
                Publish
              </Button>
            ) : (
              <Button variant="outline" disabled={state.isPending} onClick={() => state.mutate('unpublish')}>
                Unpublish
              </Button>
            )}
            <Button variant="outline" disabled={remove.isPending} onClick={() => setDeleting(true)}>
              Delete event
            </Button>
          </div>
          {state.isError && <FormStatus tone="error">{state.error.message}</FormStatus>}
          <ConfirmDialog
            open={deleting}
            onClose={() => setDeleting(false)}
            title={`Delete “${current.title}” and its album?`}
            cancelLabel="Keep it"
            confirmLabel="Delete event"
            busy={remove.isPending}
            error={remove.error?.message}
            onConfirm={() => remove.mutate()}
          >
            <p>Its album page leaves the site at once, in both languages.</p>
          </ConfirmDialog>
        </section>
      )}
    </div>
  );
}
