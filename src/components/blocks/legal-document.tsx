import type { LegalDocumentContent } from '@/content/legal';
import { Prose } from './prose';

interface LegalDocumentProps {
  content: LegalDocumentContent;
}

/** Numbered legal sections with a table of contents that links to each one. */
export function LegalDocument({ content }: LegalDocumentProps) {
  return (
    <div className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-widest text-ink-soft">
          {content.tocLabel}
        </h2>
        <ol className="mt-3 space-y-1 border-l-2 border-brand-100">
          {content.sections.map((section, i) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-0.5 block border-l-2 border-transparent py-1 pl-4 text-ink-muted hover:border-brand-600 hover:text-brand-700"
              >
                {i + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        <p className="text-sm text-ink-soft">{content.updated}</p>
        {content.sections.map((section, i) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-24 first:mt-4"
          >
            <h2 id={`${section.id}-title`} className="text-2xl">
              {i + 1}. {section.title}
            </h2>
            <Prose paragraphs={section.paragraphs} className="mt-3" />
            {section.list && (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-lg text-ink-muted marker:text-accent-500">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
