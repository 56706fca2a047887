import type { PublicPost } from '@schemas/blog-post';
import type { liveBlog } from '@/content/blog';
import { fillText } from '@/i18n/fill-text';
import type { Locale } from '@/i18n/locale';
import { useDigits } from '@/i18n/use-digits';
import { postDate } from './post-date';

interface PostBylineProps {
  post: PublicPost;
  texts: typeof liveBlog;
  locale: Locale;
  className?: string;
  authorClassName?: string;
}

/** A post's author, day and reading time, with the digits of the page's language ("३ मिनेट पढाइ"). */
export function PostByline({ post, texts, locale, className, authorClassName }: PostBylineProps) {
  const digits = useDigits();
  const date = postDate(post.publishedAt, locale);
  return (
    <p className={className}>
      <span className={authorClassName}>{fillText(texts.by, { author: post.author })}</span>
      <time dateTime={date.dateTime}>{date.text}</time>
      <span>{fillText(texts.minutes, { minutes: digits(post.readMinutes) })}</span>
    </p>
  );
}
