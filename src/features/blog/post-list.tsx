import {
  blogListPath,
  postCategories,
  postLanguages,
  type BlogListData,
  type BlogListFilters,
} from '@schemas/blog-post';
import { localizedPath, type Locale } from '@/i18n/locale';
import { fillText } from '@/i18n/fill-text';
import type { blogCategories as englishCategories, blogSearch as englishSearch, liveBlog } from '@/content/blog';
import { PostCard } from './post-card';

interface PostListProps {
  list: BlogListData;
  locale: Locale;
  texts: typeof liveBlog;
  search: typeof englishSearch;
  /** The category names in the page's language, in the order of `postCategories`. */
  categoryNames: readonly string[] | typeof englishCategories;
  categoriesLabel: string;
  allLabel: string;
}

const selectClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700';

/**
 * The published posts as plain HTML: the category strip and the search panel are links and a GET
 * form, so they filter the real posts with no script; pages of `POSTS_PER_PAGE` beyond a screenful.
 */
export function PostList({ list, locale, texts, search, categoryNames, categoriesLabel, allLabel }: PostListProps) {
  const listHref = (filters: BlogListFilters, page?: number) => blogListPath(locale, filters, page);
  const { filters } = list;
  const categoryName = (category: string) => categoryNames[postCategories.indexOf(category as never)] ?? category;
  const chip = (active: boolean) =>
    `inline-block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ${active ? 'bg-brand-700 text-white' : 'bg-white text-brand-900 ring-1 ring-slate-200 hover:bg-brand-50'}`;
  const CategoryLinks = ({ className }: { className: string }) => (
    <ul className={className}>
      {[undefined, ...postCategories].map((category) => (
        <li key={category ?? 'all'}>
          <a
            href={listHref({ ...filters, category })}
            className={chip(filters.category === category)}
            aria-current={filters.category === category ? 'page' : undefined}
          >
            {category ? categoryName(category) : allLabel}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="container-page py-10 sm:py-14">
      {/* On a phone the strip folds behind a toggle (a plain <details>, so it works with no script). */}
      <nav aria-label={categoriesLabel}>
        <details className="group sm:hidden">
          <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-slate-200">
            {categoriesLabel}: {filters.category ? categoryName(filters.category) : allLabel}
            <span aria-hidden="true" className="transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <CategoryLinks className="mt-2 flex flex-col items-start gap-2" />
        </details>
        <CategoryLinks className="hidden gap-2 sm:flex sm:flex-wrap" />
      </nav>
      <form
        method="get"
        data-no-code=""
        action={localizedPath('/blog', locale)}
        aria-label={texts.filtersLabel}
        className="mt-6 grid gap-4 rounded-2xl bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      >
        <label className="text-sm font-semibold text-ink">
          {search.filterLabels.language}
          <select name="language" defaultValue={filters.lang ?? ''} className={selectClass}>
            <option value="">{texts.allLanguages}</option>
            {postLanguages.map((lang) => (
              <option key={lang} value={lang}>
                {texts.languageNames[lang]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-ink">
          {search.filterLabels.category}
          <select name="category" defaultValue={filters.category ?? ''} className={selectClass}>
            <option value="">{texts.allCategoriesOption}</option>
            {postCategories.map((category) => (
              <option key={category} value={category}>
                {categoryName(category)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-ink">
          {search.filterLabels.author}
          <select name="author" defaultValue={filters.author ?? ''} className={selectClass}>
            <option value="">{texts.allAuthors}</option>
            {list.authors.map((author) => (
              <option key={author} value={author}>
                {author}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2"
        >
          {search.go}
        </button>
      </form>
      <p role="status" className="mt-6 text-sm text-ink-soft">
        {fillText(texts.showing, { total: String(list.total) })}
      </p>
      {list.posts.length === 0 ? (
        <div className="mt-4 rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
          <p className="text-lg text-ink">{texts.empty}</p>
          <a href={localizedPath('/blog', locale)} className="mt-3 inline-block font-semibold text-brand-700 underline">
            {texts.clear}
          </a>
        </div>
      ) : (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post, index) => (
            <li key={`${post.lang}/${post.slug}`}>
              <PostCard
                post={post}
                texts={texts}
                categoryLabel={categoryName(post.category)}
                locale={locale}
                first={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
      {list.pages > 1 && (
        <nav aria-label={texts.pagesLabel} className="mt-8 flex flex-wrap items-center justify-between gap-3">
          {list.page > 1 ? (
            <a href={listHref(filters, list.page - 1)} rel="prev" className="font-semibold text-brand-700 underline">
              {texts.previous}
            </a>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-soft">
            {fillText(texts.page, { page: String(list.page), pages: String(list.pages) })}
          </span>
          {list.page < list.pages ? (
            <a href={listHref(filters, list.page + 1)} rel="next" className="font-semibold text-brand-700 underline">
              {texts.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
      <p className="mt-8 text-sm">
        <a href={`${localizedPath('/blog', locale)}/feed.xml`} className="font-semibold text-brand-700 underline">
          {texts.feed}
        </a>
      </p>
    </div>
  );
}
