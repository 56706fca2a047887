import type { PublicPost } from '@schemas/blog-post';
import * as blogContent from '@/content/blog';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { useLocale } from '@/i18n/use-locale';
import { PostArticle } from './post-article';

/** A post's page in the page's language's texts. */
export function PostPage({ post }: { post: PublicPost }) {
  const { liveBlog, sampleArticle } = useLocalized(blogContent, nepaliModules.blog);
  return <PostArticle post={post} locale={useLocale()} texts={liveBlog} backLabel={sampleArticle.back.label} />;
}
