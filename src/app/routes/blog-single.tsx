import { ArticleView } from '@/components/pages/blog/article-view';
import * as blogContent from '@/content/blog';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

export default function BlogSinglePage() {
  const { sampleArticle } = useLocalized(blogContent, nepaliModules.blog);
  return <ArticleView article={sampleArticle} />;
}
