import {
  blogListPath,
  postLanguages,
  type BlogListData,
  type BlogListFilters,
  type PublicPost,
} from '@schemas/blog-post';
import { localizedPath, type Locale } from '@/i18n/locale';
import { fillText } from '@/i18n/fill-text';
import { useDigits } from '@/i18n/use-digits';
import { island } from '@/islands/island';
import type { blogSearch as englishSearch, liveBlog } from '@/content/blog';
import { CategoryLinks } from './category-links';
import { CategoryToggle } from './category-toggle';
import { FeaturedPost } from './featured-post';
import { PostCard } from './post-card';

// Idle: the toggle works as a plain <details> until then; its code only adds closing from outside.
const CategoryToggleIsland = island('blog-category-toggle', CategoryToggle, 'idle');

interface PostListProps {
  list: BlogListData;
  locale: Locale;
  texts: typeof liveBlog;
  search: typeof englishSearch;
  categoriesLabel: string;
  allLabel: string;
  /** The sections' names as the spec draws the page: 'Featured', 'Latest updates', 'Trending Post', and 'Read article'. */
  sections: { featured: string; latest: string; trending: string; read: string };
}

const selectClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700';

const gridClass = 'mt-4 grid gap-6 md:grid-cols-2';
const sectionTitleClass = 'text-2xl sm:text-3xl';

/**
 * The published posts as the spec draws /blog, in plain HTML: the category strip (the categories
 * staff set, named and ordered as the gateway sends them; a toggle on a
 * phone), the featured post, the latest updates, the search panel with its results (pages of
 * `POSTS_PER_PAGE`) and the trending posts. The strip and the panel are links and a GET form, so
 * they filter the real posts with no script.
 */
export function PostList({ list, locale, texts, search, categoriesLabel, allLabel, sections }: PostListProps) {
  const digits = useDigits();
  const listHref = (filters: BlogListFilters, page?: number) => blogListPath(locale, filters, page);
  const { filters } = list;
  const categoryName = (key: string) => list.categories.find((category) => category.key === key)?.name ?? key;
  const categoryLinks = [undefined, ...list.categories].map((category) => ({
    href: listHref({ ...filters, category: category?.key }),
    text: category ? category.name : allLabel,
    current: filters.category === category?.key,
  }));
  const cards = (posts: PublicPost[], idPrefix: string, firstIsLead = false, columns = 'lg:grid-cols-3') => (
    <ul className={`${gridClass} ${columns}`}>
      {posts.map((post, index) => (
        <li key={`${post.lang}/${post.slug}`}>
          <PostCard
            post={post}
            texts={texts}
            categoryLabel={post.categoryName}
            locale={locale}
            first={firstIsLead && index === 0}
            idPrefix={idPrefix}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="container-page space-y-12 py-10 sm:space-y-16 sm:py-14">
      <nav aria-label={categoriesLabel}>
        <CategoryToggleIsland
          summary={`${categoriesLabel}: ${filters.category ? categoryName(filters.category) : allLabel}`}
          links={categoryLinks}
        />
        <CategoryLinks links={categoryLinks} className="hidden gap-2 sm:flex sm:flex-wrap" />
      </nav>
      {list.featured && (
        <FeaturedPost
          post={list.featured}
          texts={texts}
          locale={locale}
          label={sections.featured}
          categoryLabel={list.featured.categoryName}
          readLabel={sections.read}
        />
      )}
      {list.latest.length > 0 && (
        <section aria-labelledby="latest-title">
          <h2 id="latest-title" className={sectionTitleClass}>
            {sections.latest}
          </h2>
          {cards(list.latest, 'latest')}
        </section>
      )}
      <section aria-labelledby="search-title">
        <h2 id="search-title" className={sectionTitleClass}>
          {search.title}
        </h2>
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
              {list.categories.map((category) => (
                <option key={category.key} value={category.key}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-ink">
            {search.filterLabels.author}
            <select name="author" defaultValue={filters.author ?? ''} className={selectClass}>
              <option value="">{texts.allAuthors}</option>
              {list.authors.map((author) => (
                <option key={author.value} value={author.value}>
                  {author.name}
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
          {fillText(texts.showing, { total: digits(list.total) })}
        </p>
        {list.posts.length === 0 ? (
          <div className="mt-4 rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
            <p className="text-lg text-ink">{texts.empty}</p>
            <a
              href={localizedPath('/blog', locale)}
              className="mt-3 inline-block font-semibold text-brand-700 underline"
            >
              {texts.clear}
            </a>
          </div>
        ) : (
          cards(list.posts, 'post', !list.featured)
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
              {fillText(texts.page, { page: digits(list.page), pages: digits(list.pages) })}
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
      </section>
      {list.trending.length > 0 && (
        <section aria-labelledby="trending-title">
          <h2 id="trending-title" className={sectionTitleClass}>
            {sections.trending}
          </h2>
          {cards(list.trending, 'trending', false, 'lg:grid-cols-4')}
        </section>
      )}
    </div>
  );
}
