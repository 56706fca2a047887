import { ArticleView } from '@/components/sections/article-view';
import { sampleArticle } from '@/content/blog';

export default function BlogSinglePage() {
  return <ArticleView article={sampleArticle} />;
}
