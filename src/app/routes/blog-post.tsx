import { usePageData } from '@/app/page-data';
import { ErrorScreen } from '@/app/error-screen';
import { PostPage } from '@/features/blog/post-page';
import { FollowForm } from '@/features/follow/follow-form';

/** /blog/{slug} and /ne/blog/{slug}: a post's own page, rendered by the gateway with the post. */
export default function BlogPostPage() {
  const { blog } = usePageData();
  return blog && 'post' in blog ? (
    <>
      <PostPage post={blog.post} />
      <FollowForm />
    </>
  ) : (
    <ErrorScreen />
  );
}
