import type { PublicCareerOpening } from '@schemas/career-opening';
import { openingAnchor } from '@schemas/career-opening';
import { Section } from '@/components/ui/section';
import * as careerContent from '@/content/career-openings';
import * as formsContent from '@/content/forms';
import { nepaliModules } from '@/content/hooks/nepali-modules';
import { useLocalized } from '@/content/hooks/use-localized';
import { useLocale } from '@/i18n/use-locale';

/**
 * The open positions above the career form (rendered by the gateway, no script needed), each with
 * its own anchor, or the plain sentence that nothing is open and applications are still welcome.
 */
export function CareerOpenings({ openings }: { openings: readonly PublicCareerOpening[] }) {
  const { careerOpenings: t } = useLocalized(careerContent, nepaliModules.careerOpenings);
  const { forms } = useLocalized(formsContent, nepaliModules.forms);
  const locale = useLocale();
  return (
    <Section id="openings" title={t.title} intro={openings.length ? t.intro : undefined} align="left">
      {openings.length === 0 ? (
        <p className="max-w-3xl text-lg text-ink-muted">{t.none}</p>
      ) : (
        <ul className="grid gap-5 md:grid-cols-2">
          {openings.map((item) => (
            <li
              key={item.id}
              id={openingAnchor(item.id)}
              className="flex scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-6"
            >
              <article aria-labelledby={`${openingAnchor(item.id)}-title`} className="flex flex-1 flex-col">
                <h3
                  id={`${openingAnchor(item.id)}-title`}
                  lang={item.lang === locale ? undefined : item.lang}
                  className="text-xl"
                >
                  {item.title}
                </h3>
                {item.description && (
                  <p lang={item.lang === locale ? undefined : item.lang} className="mt-2 text-ink-muted">
                    {item.description}
                  </p>
                )}
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold">{t.typeLabel}</dt>
                  <dd>{forms.options[item.type] ?? item.type}</dd>
                  <dt className="font-semibold">{t.location}</dt>
                  <dd>{item.location}</dd>
                  {item.closesOn && (
                    <>
                      <dt className="font-semibold">{t.closesOn}</dt>
                      <dd>
                        <time dateTime={item.closesOn}>{t.date(item.closesOn)}</time>
                      </dd>
                    </>
                  )}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
