import { ArticleView } from '@/components/pages/blog/article-view';
import * as blogContent from '@/content/blog';
import { useLocalized } from '@/i18n/use-localized';

export default function BlogSinglePage() {
  const { sampleArticle } = useLocalized(blogContent, 'blog');
  return <ArticleView article={sampleArticle} />;
}
