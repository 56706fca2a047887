import { useSyncExternalStore, type ComponentProps } from 'react';
import { BlogCategoryStrip } from './blog-category-strip';
import { PostCardGrid } from './post-card-grid';

// The blog's chosen topic, shared by the category strip and the trending posts: two islands far
// apart on the page, each a React root of its own, so the choice lives outside both.
let topic: string | null = null;
const listeners = new Set<() => void>();

function chooseTopic(next: string | null) {
  topic = next;
  listeners.forEach((listener) => listener());
}

function useTopic(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => topic,
    () => null,
  );
}

/** The category strip, choosing the topic the trending posts show. */
export function BlogTopicStrip(props: Omit<ComponentProps<typeof BlogCategoryStrip>, 'selected' | 'onSelect'>) {
  return <BlogCategoryStrip {...props} selected={useTopic()} onSelect={chooseTopic} />;
}

/** The trending posts of the chosen topic (all of them until one is chosen). */
export function TrendingPosts({ posts, ...props }: ComponentProps<typeof PostCardGrid>) {
  const chosen = useTopic();
  return <PostCardGrid posts={posts.filter((post) => !chosen || post.tag === chosen)} {...props} />;
}
