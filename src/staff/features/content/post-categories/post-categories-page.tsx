import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PostCategoryView } from '@schemas/blog-category';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeading } from '../../../components/page-heading';
import { PublicPageLink } from '../../../components/public-page-link';
import { PostCategoryForm } from './post-category-form';
import { deletePostCategory, fetchPostCategories, movePostCategory, postCategoriesKey } from './post-categories-api';

const postsIn = (count: number) => (count === 0 ? 'no posts' : count === 1 ? '1 post' : `${count} posts`);

/**
 * The blog's categories (whoever writes posts): each with its names in both languages and how many
 * posts use it, Rename, Move up / Move down (saved at once), Delete after a question, and a new one
 * at the end. The blog's strip and search panel follow from the next visit.
 */
export default function PostCategoriesPage() {
  const queryClient = useQueryClient();
  const items = useQuery<PostCategoryView[], ApiError>({ queryKey: postCategoriesKey, queryFn: fetchPostCategories });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeading title="Blog categories">
        <PublicPageLink path="/blog" />
      </PageHeading>
      <p className="text-ink-muted">
        /blog and /ne/blog list these in this order, above the posts and in the search. Renaming keeps every post in its
        category.
      </p>
      {items.isPending ? (
        <Loading />
      ) : items.isError ? (
        <LoadError what="The categories" error={items.error} />
      ) : (
        <CategoriesEditor
          items={items.data}
          refresh={() => queryClient.invalidateQueries({ queryKey: postCategoriesKey })}
        />
      )}
    </div>
  );
}

function CategoriesEditor({ items, refresh }: { items: PostCategoryView[]; refresh(): Promise<void> }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PostCategoryView>();
  const move = useMutation<PostCategoryView[], ApiError, { key: string; direction: 'up' | 'down' }>({
    mutationFn: movePostCategory,
    onSuccess: refresh,
  });
  const remove = useMutation<void, ApiError, string>({
    mutationFn: deletePostCategory,
    onSuccess: () => {
      setDeleting(undefined);
      return refresh();
    },
  });

  return (
    <>
      {move.isError && <FormStatus tone="error">{move.error.message}</FormStatus>}
      <ol aria-label="Categories" className="flex flex-col gap-2">
        {items.map((item, i) => (
          <li key={item.key} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <p className="break-words font-bold text-brand-900">
              {item.name}
              <span lang="ne" className="font-normal text-ink-muted">
                {' · '}
                {item.nameNe}
              </span>
            </p>
            <p className="text-sm text-ink-soft">{postsIn(item.posts)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-expanded={editing === item.key}
                onClick={() => setEditing(editing === item.key ? null : item.key)}
              >
                Rename<span className="sr-only"> {item.name}</span>
              </Button>
              {(['up', 'down'] as const).map((direction) => (
                <Button
                  key={direction}
                  size="sm"
                  variant="outline"
                  disabled={move.isPending || i === (direction === 'up' ? 0 : items.length - 1)}
                  onClick={() => move.mutate({ key: item.key, direction })}
                >
                  Move {direction}
                  <span className="sr-only"> {item.name}</span>
                </Button>
              ))}
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  remove.reset();
                  setDeleting(item);
                }}
              >
                Delete<span className="sr-only"> {item.name}</span>
              </Button>
            </div>
            {editing === item.key && (
              <div className="mt-3">
                <PostCategoryForm item={item} onSaved={() => void refresh()} />
              </div>
            )}
          </li>
        ))}
      </ol>
      <section aria-labelledby="new-category" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="new-category" className="mb-3 text-lg">
          New category
        </h2>
        <PostCategoryForm onSaved={() => void refresh()} />
      </section>
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(undefined)}
        title={`Delete the category “${deleting?.name ?? ''}”?`}
        cancelLabel="Keep it"
        confirmLabel="Delete category"
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate(deleting.key)}
      >
        <p>
          It leaves the blog’s list at once.{' '}
          {deleting?.posts
            ? `${postsIn(deleting.posts)} still ${deleting.posts === 1 ? 'uses' : 'use'} it: give ${deleting.posts === 1 ? 'it' : 'them'} another category first.`
            : 'No post uses it.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
