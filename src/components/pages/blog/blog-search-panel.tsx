import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectMenu } from '@/components/ui/listbox/select-menu';
import type { BlogResult, blogSearch } from '@/content/blog';
import { fillText } from '@/i18n/fill-text';
import { useDigits } from '@/i18n/use-digits';
import { PostCardGrid } from './post-card-grid';

type Filters = { language: string; category: string; author: string };
const none: Filters = { language: '', category: '', author: '' };

interface BlogSearchPanelProps {
  content: typeof blogSearch;
  /** Result language → its lang tag, so each title gets the right font and voice. */
  languageCodes: Record<string, string>;
  results: readonly BlogResult[];
  href: string;
  readLabel: string;
}

const matches = (result: BlogResult, filters: Filters) =>
  (!filters.language || result.language === filters.language) &&
  (!filters.category || result.category === filters.category) &&
  (!filters.author || result.author === filters.author);

/** Language, Category and Author dropdowns; 'Go' applies them to the static result cards. */
export function BlogSearchPanel({ content, languageCodes, results, href, readLabel }: BlogSearchPanelProps) {
  const id = useId();
  const digits = useDigits();
  const [draft, setDraft] = useState<Filters>(none);
  const [applied, setApplied] = useState<Filters>(none);
  const shown = results
    .filter((result) => matches(result, applied))
    .map((result) => ({ ...result, tag: result.category, lang: languageCodes[result.language] }));

  const menus = [
    { key: 'language', label: content.filterLabels.language, options: content.languages },
    { key: 'category', label: content.filterLabels.category, options: content.categories },
    { key: 'author', label: content.filterLabels.author, options: content.authors },
  ] as const;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setApplied(draft);
  }

  return (
    <div>
      <form
        role="search"
        aria-label={content.title}
        onSubmit={onSubmit}
        className="grid gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-100 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto]"
      >
        {menus.map((menu) => (
          <div key={menu.key}>
            <span id={`${id}-${menu.key}-label`} className="sr-only">
              {menu.label}
            </span>
            <SelectMenu
              id={`${id}-${menu.key}`}
              placeholder={menu.label}
              options={menu.options.map((option) => ({ value: option, label: option }))}
              value={draft[menu.key]}
              onValue={(value) => setDraft((current) => ({ ...current, [menu.key]: value }))}
              listClassName="max-h-60"
            />
          </div>
        ))}
        <Button type="submit" variant="accent">
          {content.go}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(none);
            setApplied(none);
          }}
        >
          {content.reset}
        </Button>
      </form>
      <section aria-label={content.resultsLabel} className="mt-8">
        <p role="status" className="mb-4 text-sm text-ink-soft">
          {shown.length === 0
            ? content.empty
            : fillText(content.showing, { shown: digits(shown.length), total: digits(results.length) })}
        </p>
        <PostCardGrid posts={shown} href={href} readLabel={readLabel} />
      </section>
    </div>
  );
}
