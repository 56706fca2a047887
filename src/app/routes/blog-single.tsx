import { ArticleView } from '@/components/pages/blog/article-view';
import { usePageData } from '@/app/page-data';
import * as blogContent from '@/content/blog';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { PostPage } from '@/features/blog/post-page';
import { FollowForm } from '@/features/follow/follow-form';

/** /blogsingle: the featured post when the gateway renders it, else (a static build) the sample article. */
export default function BlogSinglePage() {
  const { blog } = usePageData();
  const { sampleArticle } = useLocalized(blogContent, nepaliModules.blog);
  return (
    <>
      {blog && 'post' in blog ? <PostPage post={blog.post} /> : <ArticleView article={sampleArticle} />}
      <FollowForm />
    </>
  );
}
