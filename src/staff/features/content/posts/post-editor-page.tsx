import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { PostCategoryView } from '@schemas/blog-category';
import { postLanguageNames, postLanguages, type PostStateChange, type PostView } from '@schemas/blog-post';
import { mediaSrc } from '@schemas/media-image';
import { nepalInstant } from '@schemas/nepal-time';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextArea } from '@/components/ui/form/text-area';
import { TextInput } from '@/components/ui/form/text-input';
import { controlClass } from '@/components/ui/form/control-class';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeading } from '../../../components/page-heading';
import { useUsers } from '../../../lib/users';
import { emptyPostForm, formOf, missingFields, toInput, type PostForm } from './post-form';
import { fetchPostCategories, postCategoriesKey } from '../post-categories/post-categories-api';
import { PostRevisions } from './post-revisions';
import { PostStateBadge } from './post-state-badge';
import { changeState, fetchPost, fetchPosts, postKey, postsKey, renderBody, savePost } from './posts-api';
import { ImageUploadField, useImageUpload } from '../../../components/image-upload-field';

/** The editor for a new post (`/content/posts/new`) or a stored one, loaded before the form shows. */
export default function PostEditorPage() {
  const { id } = useParams();
  const isNew = id === 'new';
  const post = useQuery<PostView, ApiError>({ queryKey: postKey(id!), queryFn: () => fetchPost(id!), enabled: !isNew });
  if (isNew) return <PostEditor key="new" />;
  if (post.isPending) return <Loading />;
  if (post.isError) return <LoadError what="The post" error={post.error} />;
  return <PostEditor key={post.data.id} post={post.data} />;
}

const select = controlClass;

/**
 * Every field of a post with a live preview of its body (rendered by the gateway exactly as the
 * public page renders it), save (each save a revision), preview, publish now, schedule in Nepal
 * time, unpublish and the revisions. One column on a phone, the preview beside the text on a desk.
 */
function PostEditor({ post }: { post?: PostView }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<PostForm>(post ? formOf(post) : emptyPostForm);
  // Once a save was tried, the form says what is still missing, and stops saying it as each arrives.
  const [triedToSave, setTriedToSave] = useState(false);
  const [preview, setPreview] = useState('');
  const [when, setWhen] = useState({ date: '', time: '09:00' });
  const users = useUsers();
  const posts = useQuery<PostView[], ApiError>({ queryKey: postsKey, queryFn: fetchPosts });
  const categories = useQuery<PostCategoryView[], ApiError>({
    queryKey: postCategoriesKey,
    queryFn: fetchPostCategories,
  });
  // A category deleted since this post was saved stays chosen (the save then says to pick another).
  const categoryGone = form.category !== '' && !categories.data?.some((category) => category.key === form.category);
  const set = <K extends keyof PostForm>(name: K, value: PostForm[K]) => setForm((f) => ({ ...f, [name]: value }));

  useEffect(() => {
    const timer = setTimeout(() => {
      renderBody(form.body).then(setPreview, () => {});
    }, 300);
    return () => clearTimeout(timer);
  }, [form.body]);

  const updated = (saved: PostView) => {
    queryClient.setQueryData(postKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: postsKey });
    void queryClient.invalidateQueries({ queryKey: ['content-post-revisions', saved.id] });
  };
  const save = useMutation<PostView, ApiError, PostForm>({
    mutationFn: (values) => savePost(post?.id, toInput(values)),
    onSuccess: (saved) => {
      updated(saved);
      setForm(formOf(saved));
      if (!post) navigate(`/content/posts/${saved.id}`, { replace: true });
    },
  });
  const state = useMutation<PostView, ApiError, PostStateChange>({
    mutationFn: (change) => changeState(post!.id, change),
    onSuccess: updated,
  });
  const cover = useImageUpload((image) => set('cover', { media: image }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setTriedToSave(true);
    if (!cover.isPending && missingFields(form).length === 0) save.mutate(form);
  }

  const current = (post && (queryClient.getQueryData<PostView>(postKey(post.id)) ?? post)) || undefined;
  const twins = (posts.data ?? []).filter((other) => other.lang !== form.lang && other.id !== post?.id);
  const coverSrc = form.cover && ('media' in form.cover ? mediaSrc(form.cover.media) : form.cover.src);
  const dirty = !!current && JSON.stringify(formOf(current)) !== JSON.stringify(form);
  const missing = triedToSave ? missingFields(form) : [];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeading title={post ? 'Edit post' : 'New post'}>
        {current && <PostStateBadge state={current.state} publishAt={current.publishAt} />}
        {current?.sample && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">Sample</span>
        )}
      </PageHeading>
      <form onSubmit={submit} noValidate className="grid gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <Field id="post-title" label="Title" required>
            {(c) => (
              <TextInput
                {...c}
                lang={form.lang}
                maxLength={200}
                value={form.title}
                onChange={(e) => set('title', e.target.value)}
              />
            )}
          </Field>
          <Field
            id="post-slug"
            label="Address (slug)"
            hint="Made from the title when left empty. Changing it keeps the old address working."
          >
            {(c) => (
              <TextInput {...c} maxLength={120} value={form.slug} onChange={(e) => set('slug', e.target.value)} />
            )}
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="post-lang" label="Language" required>
              {(c) => (
                <select
                  {...c}
                  className={select}
                  value={form.lang}
                  onChange={(e) => set('lang', e.target.value as PostForm['lang'])}
                >
                  {postLanguages.map((lang) => (
                    <option key={lang} value={lang}>
                      {postLanguageNames[lang]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="post-twin" label={`Same post in ${form.lang === 'en' ? 'Nepali' : 'English'}`}>
              {(c) => (
                <select {...c} className={select} value={form.twinId} onChange={(e) => set('twinId', e.target.value)}>
                  <option value="">None</option>
                  {twins.map((twin) => (
                    <option key={twin.id} value={twin.id}>
                      {twin.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id="post-category"
              label="Category"
              required
              hint="Add, rename or order them under Content → Blog categories."
            >
              {(c) => (
                <select
                  {...c}
                  className={select}
                  value={form.category}
                  onChange={(e) => set('category', e.target.value)}
                >
                  <option value="" disabled>
                    Choose a category
                  </option>
                  {categoryGone && <option value={form.category}>{form.category} (no longer a category)</option>}
                  {(categories.data ?? []).map((category) => (
                    <option key={category.key} value={category.key}>
                      {category.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="post-author" label="Author" required>
              {(c) => (
                <select
                  {...c}
                  className={select}
                  value={form.authorId}
                  onChange={(e) => set('authorId', e.target.value)}
                >
                  <option value="">Someone else (type the name)</option>
                  {(users.data ?? [])
                    .filter((user) => !user.disabled)
                    .map((user) => (
                      <option key={user.id} value={user.id}>
                        {user.name}
                      </option>
                    ))}
                </select>
              )}
            </Field>
          </div>
          {!form.authorId && (
            <Field id="post-author-name" label="Author's name" required>
              {(c) => (
                <TextInput
                  {...c}
                  maxLength={120}
                  value={form.authorName}
                  onChange={(e) => set('authorName', e.target.value)}
                />
              )}
            </Field>
          )}
          <Field
            id="post-summary"
            label="Summary"
            required
            hint="One or two sentences: the list, the feed and search results show it."
          >
            {(c) => (
              <TextArea
                {...c}
                lang={form.lang}
                rows={2}
                maxLength={400}
                value={form.summary}
                onChange={(e) => set('summary', e.target.value)}
              />
            )}
          </Field>
          <ImageUploadField
            id="post-cover"
            label="Cover image"
            required
            hint="A JPEG, PNG, WebP or AVIF photo up to 15 MB; it is resized for phones and desks."
            upload={cover}
          />
          {coverSrc && (
            <img
              src={coverSrc}
              alt={form.coverAlt}
              className="aspect-[4/3] w-full max-w-sm rounded-xl object-cover ring-1 ring-slate-200"
            />
          )}
          <Field
            id="post-cover-alt"
            label="Cover alt text"
            required
            hint="What the picture shows, for people who cannot see it."
          >
            {(c) => (
              <TextInput
                {...c}
                lang={form.lang}
                maxLength={300}
                value={form.coverAlt}
                onChange={(e) => set('coverAlt', e.target.value)}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              checked={form.featured}
              onChange={(e) => set('featured', e.target.checked)}
              className="h-5 w-5"
            />
            Featured (listed first on /blog)
          </label>
          <Field
            id="post-body"
            label="Body (Markdown)"
            hint="## for a heading, **bold**, *italic*, - for a list, [text](https://…) for a link."
          >
            {(c) => (
              <TextArea
                {...c}
                lang={form.lang}
                rows={14}
                className="font-mono text-sm"
                value={form.body}
                onChange={(e) => set('body', e.target.value)}
              />
            )}
          </Field>
        </div>
        <section
          aria-labelledby="live-preview"
          className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200 lg:sticky lg:top-4 lg:self-start"
        >
          <h2 id="live-preview" className="text-sm font-bold uppercase tracking-wide text-ink-soft">
            Live preview
          </h2>
          <h3 lang={form.lang} className="mt-3 break-words text-2xl">
            {form.title || 'Untitled'}
          </h3>
          <p lang={form.lang} className="mt-2 text-ink-muted">
            {form.summary}
          </p>
          <div
            lang={form.lang}
            data-testid="body-preview"
            className="mt-4 break-words leading-7 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:mt-6 [&_h2]:text-xl [&_h3]:mt-4 [&_h3]:text-lg [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </section>
        <div className="flex flex-col gap-3 lg:col-span-2">
          {missing.length > 0 && <FormStatus tone="error">Add {missing.join(', ')} before saving.</FormStatus>}
          {save.isError && <FormStatus tone="error">{save.error.message}</FormStatus>}
          {save.isSuccess && !dirty && <FormStatus tone="success">Saved.</FormStatus>}
          {cover.isPending && (
            <p id="post-save-waits" className="text-sm text-ink-soft">
              Save waits for the cover image to finish uploading.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              disabled={save.isPending || cover.isPending}
              aria-describedby={cover.isPending ? 'post-save-waits' : undefined}
            >
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            {current && (
              <a
                href={current.previewUrl}
                target="_blank"
                rel="noopener"
                className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 underline ring-1 ring-slate-200"
              >
                Preview
              </a>
            )}
            {current?.state === 'published' && (
              <a
                href={current.url}
                target="_blank"
                rel="noopener"
                className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 underline"
              >
                Open public page
              </a>
            )}
          </div>
        </div>
      </form>
      {current && (
        <section aria-labelledby="publishing" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 id="publishing" className="text-lg">
            Publishing
          </h2>
          {dirty && (
            <p className="mt-1 text-sm text-amber-800">Save your changes first: publishing uses the saved post.</p>
          )}
          <div className="mt-3 flex flex-wrap items-end gap-3">
            {current.state !== 'published' && (
              <Button disabled={state.isPending || dirty} onClick={() => state.mutate({ action: 'publish' })}>
                Publish now
              </Button>
            )}
            {(current.state === 'published' || current.state === 'scheduled') && (
              <Button
                variant="outline"
                disabled={state.isPending}
                onClick={() => state.mutate({ action: 'unpublish' })}
              >
                Unpublish
              </Button>
            )}
            <Field id="schedule-date" label="Date (Nepal)" size="sm">
              {(c) => (
                <TextInput
                  {...c}
                  type="date"
                  value={when.date}
                  onChange={(e) => setWhen((w) => ({ ...w, date: e.target.value }))}
                />
              )}
            </Field>
            <Field id="schedule-time" label="Time (Nepal)" size="sm">
              {(c) => (
                <TextInput
                  {...c}
                  type="time"
                  value={when.time}
                  onChange={(e) => setWhen((w) => ({ ...w, time: e.target.value }))}
                />
              )}
            </Field>
            <Button
              variant="outline"
              disabled={state.isPending || dirty || !when.date || !when.time}
              onClick={() =>
                state.mutate({ action: 'schedule', publishAt: nepalInstant(when.date, when.time).toISOString() })
              }
            >
              Schedule
            </Button>
          </div>
          {state.isError && <FormStatus tone="error">{state.error.message}</FormStatus>}
        </section>
      )}
      {current && (
        <PostRevisions
          postId={current.id}
          onRestored={(restored) => {
            updated(restored);
            setForm(formOf(restored));
          }}
        />
      )}
    </div>
  );
}
