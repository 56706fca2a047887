import { usePageData } from '@/app/page-data';
import { ErrorScreen } from '@/app/error-screen';
import { PostPage } from '@/features/blog/post-page';

/** /blog/{slug} and /ne/blog/{slug}: a post's own page, rendered by the gateway with the post. */
export default function BlogPostPage() {
  const { blog } = usePageData();
  return blog && 'post' in blog ? <PostPage post={blog.post} /> : <ErrorScreen />;
}
