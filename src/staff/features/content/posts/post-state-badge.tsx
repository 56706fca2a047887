import type { PostState } from '@schemas/blog-post';
import { cn } from '@/lib/cn';
import { formatInstant } from '../../../lib/format-time';

const labels: Record<PostState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};
const tones: Record<PostState, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-sky-100 text-sky-900',
  published: 'bg-emerald-100 text-emerald-900',
  unpublished: 'bg-rose-100 text-rose-900',
};

/** A post's state; a scheduled one says when it goes out (Nepal time). */
export function PostStateBadge({ state, publishAt }: { state: PostState; publishAt: string | null }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', tones[state])}>
      {labels[state]}
      {state === 'scheduled' && publishAt && ` for ${formatInstant(publishAt, 'Asia/Kathmandu')}`}
    </span>
  );
}
