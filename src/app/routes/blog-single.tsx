import { ArticleView } from '@/components/pages/blog/article-view';
import * as blogContent from '@/content/blog';
import { useLocalized } from '@/content/hooks/use-localized';

export default function BlogSinglePage() {
  const { sampleArticle } = useLocalized(blogContent, () => import('@/content/ne/blog'));
  return <ArticleView article={sampleArticle} />;
}
