import { followFormPath } from '@schemas/follow';
import { limits } from '@schemas/limits';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { HoneypotField } from '@/components/ui/form/honeypot-field';
import { TextInput } from '@/components/ui/form/text-input';
import * as followContent from '@/content/follow';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { localizedPath } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';

/**
 * Follow the blog: a plain form the gateway answers with a page (so it works without JavaScript),
 * the address confirmed by e-mail before any article is sent; or the page language's Atom feed.
 */
export function FollowForm() {
  const locale = useLocale();
  const { followBlog } = useLocalized(followContent, nepaliModules.follow);
  return (
    <section aria-labelledby="follow-title" className="container-page max-w-3xl pb-12 sm:pb-16">
      <div className="rounded-3xl border border-brand-100 bg-brand-50 p-5 sm:p-8">
        <h2 id="follow-title" className="text-2xl">
          {followBlog.title}
        </h2>
        <p className="mt-2 text-ink-muted">{followBlog.intro}</p>
        <form
          method="post"
          action={followFormPath(locale)}
          data-no-code=""
          className="relative mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <Field id="follow-email" label={followBlog.label} required className="min-w-0 flex-1">
            {(control) => (
              <TextInput
                {...control}
                // Required natively (the form works without JavaScript); aria-required beside it is redundant.
                aria-required={undefined}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={limits.email}
              />
            )}
          </Field>
          <HoneypotField />
          <Button type="submit" className="min-h-11">
            {followBlog.submit}
          </Button>
        </form>
        <p className="mt-4">
          <a
            href={localizedPath('/blog/feed.xml', locale)}
            type="application/atom+xml"
            className="text-sm font-semibold text-brand-700 underline"
          >
            {followBlog.feed}
          </a>
        </p>
      </div>
    </section>
  );
}
