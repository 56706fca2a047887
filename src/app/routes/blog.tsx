import type { BlogListData } from '@schemas/blog-post';
import { usePageData } from '@/app/page-data';
import { PostList } from '@/features/blog/post-list';
import { FollowForm } from '@/features/follow/follow-form';
import { useLocale } from '@/i18n/use-locale';
import { BlogSearchPanel } from '@/components/pages/blog/blog-search-panel';
import { BlogTopicStrip, TrendingPosts } from '@/components/pages/blog/blog-topics';
import { FeaturedArticle } from '@/components/pages/blog/featured-article';
import { PostCardGrid } from '@/components/pages/blog/post-card-grid';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { Section } from '@/components/ui/section';
import * as blogContent from '@/content/blog';
import { useLocalized } from '@/content/hooks/use-localized';
import { island } from '@/islands/island';
import { nepaliModules } from '@/content/hooks/nepali-modules';

const TopicStripIsland = island('blog-topic-strip', BlogTopicStrip, 'interaction');
// The trending posts change only when a topic is chosen in the strip, so they wake with it.
const TrendingIsland = island('blog-trending', TrendingPosts, { withIsland: 'blog-topic-strip' });
const SearchIsland = island('blog-search', BlogSearchPanel, 'interaction');

/** /blog: the stored posts when the gateway renders it, else (a static build) the sample page. */
export default function BlogPage() {
  const { blog } = usePageData();
  return (
    <>
      {blog && 'list' in blog ? <LiveBlogPage list={blog.list} /> : <SampleBlogPage />}
      <FollowForm />
    </>
  );
}

const samplesShown = ({ featured, latest, trending, posts }: BlogListData) =>
  [featured, ...latest, ...trending, ...posts].some((post) => post?.sample);

function LiveBlogPage({ list }: { list: BlogListData }) {
  const { blogPage, blogSearch, liveBlog, featuredArticle, latestUpdates, trendingPosts } = useLocalized(
    blogContent,
    nepaliModules.blog,
  );
  return (
    <>
      <PageHeader
        eyebrow={blogPage.eyebrow}
        title={blogPage.title}
        intro={samplesShown(list) ? `${blogPage.intro} ${liveBlog.samplesShown}` : blogPage.intro}
      >
        <ButtonLink to={blogPage.submit.href} variant="accent" size="lg">
          {blogPage.submit.label}
        </ButtonLink>
      </PageHeader>
      <PostList
        list={list}
        locale={useLocale()}
        texts={liveBlog}
        search={blogSearch}
        categoriesLabel={blogPage.categoriesLabel}
        allLabel={blogPage.allCategories}
        sections={{
          featured: featuredArticle.label,
          latest: latestUpdates.title,
          trending: trendingPosts.title,
          read: blogPage.readLabel,
        }}
      />
    </>
  );
}

function SampleBlogPage() {
  const {
    blogCategories,
    blogPage,
    blogResults,
    blogSearch,
    featuredArticle,
    latestUpdates,
    trendingPosts,
    languageCodes,
  } = useLocalized(blogContent, nepaliModules.blog);
  const trending = trendingPosts.items.map((post) => ({ ...post, tag: post.topic }));

  return (
    <>
      <PageHeader eyebrow={blogPage.eyebrow} title={blogPage.title} intro={`${blogPage.intro} ${blogPage.allSamples}`}>
        <ButtonLink to={blogPage.submit.href} variant="accent" size="lg">
          {blogPage.submit.label}
        </ButtonLink>
      </PageHeader>
      <TopicStripIsland
        label={blogPage.categoriesLabel}
        allLabel={blogPage.allCategories}
        categories={blogCategories}
      />
      <Section tone="muted">
        <FeaturedArticle article={featuredArticle} href={blogPage.articleHref} readLabel={blogPage.readLabel} />
      </Section>
      <RenderWhenNear>
        <Section id="latest" title={latestUpdates.title} align="left">
          <PostCardGrid posts={latestUpdates.items} href={blogPage.articleHref} readLabel={blogPage.readLabel} />
        </Section>
      </RenderWhenNear>
      <RenderWhenNear>
        <Section id="search" title={blogSearch.title} intro={blogSearch.intro} align="left" tone="muted">
          <SearchIsland
            content={blogSearch}
            languageCodes={languageCodes}
            results={blogResults}
            href={blogPage.articleHref}
            readLabel={blogPage.readLabel}
          />
        </Section>
      </RenderWhenNear>
      <RenderWhenNear>
        <Section id="trending" title={trendingPosts.title} align="left">
          <TrendingIsland posts={trending} href={blogPage.articleHref} readLabel={blogPage.readLabel} columns={5} />
        </Section>
      </RenderWhenNear>
    </>
  );
}
