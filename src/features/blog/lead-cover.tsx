import { PostCover, type PostCoverProps } from './post-cover';

/** Tailwind's `md`: from here up the page's lead post is in the first view. */
const wide = '(min-width: 768px)';

/**
 * The cover of the page's lead post (the featured one, or the first card of a filtered list): the
 * largest paint where it is in the first view (from a tablet up), so there it is fetched at once,
 * at high priority. On a phone it is below the fold, and those bytes would share the slow link with
 * the page's own first paint: a lazy copy shows it there instead, and the eager one resolves to a
 * 1 px blank (each copy is hidden where the other shows).
 */
export function LeadCover({ className, ...cover }: Omit<PostCoverProps, 'priority' | 'onlyWhere'>) {
  return (
    <>
      <PostCover {...cover} priority onlyWhere={wide} className={`hidden md:block ${className ?? ''}`} />
      <PostCover {...cover} className={`md:hidden ${className ?? ''}`} />
    </>
  );
}
