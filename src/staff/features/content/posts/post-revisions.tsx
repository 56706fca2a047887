import { useMutation, useQuery } from '@tanstack/react-query';
import type { PostView } from '@schemas/blog-post';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { formatInstant } from '../../../lib/format-time';
import { fetchRevisions, restoreRevision, revisionsKey } from './posts-api';

type Revision = Awaited<ReturnType<typeof fetchRevisions>>[number];

/** Every save of the post, newest first; restoring one saves its content again (a new revision) and keeps the state. */
export function PostRevisions({ postId, onRestored }: { postId: string; onRestored: (post: PostView) => void }) {
  const revisions = useQuery<Revision[], ApiError>({
    queryKey: revisionsKey(postId),
    queryFn: () => fetchRevisions(postId),
  });
  const restore = useMutation<PostView, ApiError, number>({
    mutationFn: (revision) => restoreRevision(postId, revision),
    onSuccess: onRestored,
  });
  return (
    <section aria-labelledby="revisions" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="revisions" className="text-lg">
        Revisions
      </h2>
      {restore.isSuccess && <FormStatus tone="success">Restored; the post is saved with that content.</FormStatus>}
      {restore.isError && <FormStatus tone="error">{restore.error.message}</FormStatus>}
      <ol className="mt-2 flex flex-col divide-y divide-slate-100">
        {(revisions.data ?? []).map((revision, index) => (
          <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-sm">
              <span className="font-semibold">{formatInstant(revision.savedAt)}</span> by {revision.savedBy}:{' '}
              <span className="break-words">{revision.title}</span>
              {index === 0 && <span className="text-ink-soft"> (current)</span>}
            </span>
            {index > 0 && (
              <Button
                variant="outline"
                size="sm"
                disabled={restore.isPending}
                onClick={() => restore.mutate(revision.id)}
                aria-label={`Restore the revision of ${formatInstant(revision.savedAt)}`}
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
