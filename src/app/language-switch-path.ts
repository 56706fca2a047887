import type { BlogPageData } from '@schemas/blog-post';
import { englishPath, localeOf, localizedPath } from '@/i18n/locale';
import { routeFor } from './route-table';

const postPage = /^\/blog\/[^/]+$/;
const galleryAlbum = /^\/gallerys\/[^/]+$/;

/** The other language's address of the page at `pathname` where it is not that path there (see `SwitchPath`). */
export function languageSwitchPath(pathname: string, blog: BlogPageData | undefined): string | undefined {
  const other = localeOf(pathname) === 'en' ? 'ne' : 'en';
  const path = englishPath(pathname);
  if (postPage.test(path)) return (blog && 'post' in blog && blog.post.twinPath) || localizedPath('/blog', other);
  if (path === '/404' || (!routeFor(path) && !galleryAlbum.test(path))) return localizedPath('/', other);
  return undefined;
}
