import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { type CompanyFacts } from '@schemas/company';
import { companyFactsSchema, type CompanyFactsAnswer } from '@schemas/company-facts';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextArea } from '@/components/ui/form/text-area';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { SaveStatus } from '../../components/save-status';
import { PageHeading } from '../../components/page-heading';
import { PublicPageLink } from '../../components/public-page-link';
import { staffClient } from '../../lib/staff-client';

const factsKey = ['settings', 'company'] as const;
type Draft = Record<keyof CompanyFacts, string>;

interface FactField {
  name: keyof CompanyFacts;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  lang?: 'ne';
  wide?: boolean;
  /** May be left empty (the page then shows nothing for it). */
  optional?: boolean;
  /** One item a line. */
  lines?: boolean;
}

const groups: { legend: string; fields: FactField[] }[] = [
  {
    legend: 'Name and contacts',
    fields: [
      { name: 'name', label: 'Company name', wide: true },
      { name: 'phone', label: 'Phone', type: 'tel', hint: 'As visitors should read it, e.g. +977 21-590 123' },
      {
        name: 'helpline',
        label: 'Toll-free helpline',
        type: 'tel',
        optional: true,
        hint: 'Empty if you have none: pages then show no helpline bar.',
      },
      { name: 'email', label: 'E-mail', type: 'email' },
      {
        name: 'whatsapp',
        label: 'WhatsApp number',
        type: 'tel',
        hint: 'With the country code, as you would write it: +977 985-2012345',
      },
    ],
  },
  {
    legend: 'Address',
    fields: [
      { name: 'street', label: 'Street', wide: true },
      { name: 'city', label: 'City' },
      { name: 'region', label: 'Province' },
      { name: 'postalCode', label: 'Postal code' },
      { name: 'country', label: 'Country' },
      { name: 'addressNe', label: 'Address in Nepali (one line)', lang: 'ne', wide: true },
    ],
  },
  {
    legend: 'Map position',
    fields: [
      { name: 'mapLat', label: 'Latitude', hint: 'e.g. 26.4525' },
      { name: 'mapLon', label: 'Longitude', hint: 'e.g. 87.2718' },
      { name: 'mapZoom', label: 'Zoom', hint: '3 (country) to 19 (street)' },
    ],
  },
  {
    legend: 'Opening hours',
    fields: [
      { name: 'hours', label: 'In English', wide: true },
      { name: 'hoursNe', label: 'In Nepali', lang: 'ne', wide: true },
    ],
  },
  {
    legend: 'Home page words',
    fields: [
      {
        name: 'tagline',
        label: 'Tagline in English',
        hint: 'Under “Dream. Learn. Achieve.” at the top of the home page',
      },
      { name: 'taglineNe', label: 'Tagline in Nepali', lang: 'ne' },
      {
        name: 'figures',
        label: 'Figures in English',
        lines: true,
        hint: 'Up to three, one a line, the number first: 15 services',
      },
      {
        name: 'figuresNe',
        label: 'Figures in Nepali',
        lang: 'ne',
        lines: true,
        hint: 'The same figures in the same order: १५ सेवाहरू',
      },
    ],
  },
  {
    legend: 'Links (each only if you have one; the footer shows those given)',
    fields: [
      { name: 'facebook', label: 'Facebook page', type: 'url', optional: true },
      { name: 'instagram', label: 'Instagram profile', type: 'url', optional: true },
      { name: 'youtube', label: 'YouTube channel', type: 'url', optional: true },
      { name: 'tiktok', label: 'TikTok profile', type: 'url', optional: true },
      { name: 'linkedin', label: 'LinkedIn page', type: 'url', optional: true },
      { name: 'x', label: 'X (Twitter) profile', type: 'url', optional: true },
      {
        name: 'androidApp',
        optional: true,
        label: 'Android app (Google Play link)',
        type: 'url',
        hint: 'Empty until the app is listed; /works and /feature then offer the download.',
        wide: true,
      },
    ],
  },
];

const numeric = new Set<keyof CompanyFacts>(['mapLat', 'mapLon', 'mapZoom']);
const toDraft = (facts: CompanyFacts) =>
  Object.fromEntries(Object.entries(facts).map(([name, value]) => [name, String(value)])) as Draft;
const fromDraft = (draft: Draft) =>
  Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [
      name,
      numeric.has(name as keyof CompanyFacts) && value.trim() !== '' ? Number(value) : value,
    ]),
  );

/** Every field's first problem, from the same schema the gateway checks with. */
function problems(draft: Draft): Partial<Record<keyof CompanyFacts, string>> {
  const parsed = companyFactsSchema.safeParse(fromDraft(draft));
  if (parsed.success) return {};
  const found: Partial<Record<keyof CompanyFacts, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as keyof CompanyFacts;
    found[name] ??= draft[name].trim() === '' && !numeric.has(name) ? `${labelOf(name)}: required` : issue.message;
  }
  return found;
}
const labelOf = (name: keyof CompanyFacts) =>
  groups.flatMap((group) => group.fields).find((field) => field.name === name)?.label ?? name;

function FactsForm({ answer }: { answer: CompanyFactsAnswer }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(answer.facts));
  const [shown, setShown] = useState<Partial<Record<keyof CompanyFacts, string>>>({});
  const save = useMutation<CompanyFactsAnswer, ApiError, CompanyFacts>({
    mutationFn: async (facts) => (await staffClient.put<CompanyFactsAnswer>('/settings/company', facts)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(factsKey, saved);
      setDraft(toDraft(saved.facts));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problems(draft);
    setShown(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`fact-${first}`)?.focus();
      return;
    }
    save.mutate(companyFactsSchema.parse(fromDraft(draft)));
  }

  const count = Object.keys(shown).length;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {groups.map((group) => (
        <fieldset key={group.legend} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <legend className="px-1 font-semibold text-ink">{group.legend}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {group.fields.map((field) => (
              <Field
                key={field.name}
                id={`fact-${field.name}`}
                label={field.label}
                required={!field.optional}
                hint={field.hint}
                error={shown[field.name]}
                className={field.wide ? 'sm:col-span-2' : undefined}
              >
                {(control) => {
                  const edit = (value: string) => {
                    setDraft((current) => ({ ...current, [field.name]: value }));
                    if (shown[field.name]) setShown(({ [field.name]: _fixed, ...rest }) => rest);
                  };
                  return field.lines ? (
                    <TextArea
                      {...control}
                      rows={3}
                      lang={field.lang}
                      value={draft[field.name]}
                      onChange={(event) => edit(event.target.value)}
                    />
                  ) : (
                    <TextInput
                      {...control}
                      type={field.type ?? 'text'}
                      inputMode={numeric.has(field.name) ? 'decimal' : undefined}
                      lang={field.lang}
                      value={draft[field.name]}
                      onChange={(event) => edit(event.target.value)}
                    />
                  );
                }}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <SaveStatus
        problems={count}
        save={save}
        saved={'Saved. Every page shows the new facts from the next visit on.'}
      />
      <div>
        <SubmitButton busy={save.isPending}>Save company facts</SubmitButton>
      </div>
    </form>
  );
}

/** The company's facts every page shows (admins): name, contacts, address, map, hours, the home page's words, links. */
export default function CompanyFactsPage() {
  const facts = useQuery<CompanyFactsAnswer, ApiError>({
    queryKey: factsKey,
    queryFn: async () => (await staffClient.get<CompanyFactsAnswer>('/settings/company')).data,
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeading title="Company facts">
        <PublicPageLink path="/contact" />
      </PageHeading>
      <p className="text-sm text-ink-muted">
        Shown in every page&apos;s header and footer, on the contact and home pages, in search engines&apos; data and in
        e-mails. A saved change shows on every page, in both languages, at once.
      </p>
      {facts.isPending ? (
        <Loading />
      ) : facts.isError ? (
        <LoadError what="The company facts" error={facts.error} />
      ) : (
        <FactsForm answer={facts.data} />
      )}
    </div>
  );
}
