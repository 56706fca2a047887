import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { mediaSrc } from '@schemas/media-image';
import { MAX_SUPPORTERS, supporterSchema, type Supporter } from '@schemas/supporter';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { ImageUploadField, useImageUpload } from '../../../components/image-upload-field';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { SaveStatus } from '../../../components/save-status';
import { PageHeading } from '../../../components/page-heading';
import { PublicPageLink } from '../../../components/public-page-link';
import { fetchSupporters, saveSupporters, supportersKey } from './supporters-api';

/** A supporter being edited: `key` keeps its row (and its upload) in place as rows move. */
type Row = Omit<Supporter, 'logo'> & { key: number; logo?: Supporter['logo'] };
type TextField = 'name' | 'nameNe' | 'link';
const fields = ['name', 'nameNe', 'link', 'logo'] as const;
type Problems = Record<string, string>;

let nextKey = 0;
const toRows = (supporters: Supporter[]): Row[] => supporters.map((supporter) => ({ ...supporter, key: nextKey++ }));
const fieldId = (row: Row, field: TextField | 'logo') => `supporter-${row.key}-${field}`;

/** Every row's problems, from the same schema the gateway checks with; a row with no logo is told to upload one. */
function problemsOf(rows: Row[]): Problems {
  const found: Problems = {};
  for (const row of rows) {
    if (!row.logo) found[fieldId(row, 'logo')] = "Logo: upload the organisation's logo";
    const parsed = supporterSchema.omit({ logo: true }).safeParse(row);
    for (const issue of parsed.error?.issues ?? []) found[fieldId(row, issue.path[0] as TextField)] ??= issue.message;
  }
  return found;
}

const logoSrc = (logo: Supporter['logo']) => ('media' in logo ? mediaSrc(logo.media) : logo.src);

interface RowProps {
  row: Row;
  index: number;
  count: number;
  problems: Problems;
  change: (row: Row) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}

function SupporterRow({ row, index, count, problems, change, move, remove }: RowProps) {
  const upload = useImageUpload((media) => change({ ...row, logo: { media } }));
  const text = (field: TextField, label: string, hint?: string, required = false) => (
    <Field id={fieldId(row, field)} label={label} hint={hint} required={required} error={problems[fieldId(row, field)]}>
      {(control) => (
        <TextInput
          {...control}
          type={field === 'link' ? 'url' : 'text'}
          lang={field === 'nameNe' ? 'ne' : undefined}
          value={row[field]}
          onChange={(event) => change({ ...row, [field]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 font-semibold text-ink">
        Supporter {index + 1}
        {row.name && `: ${row.name}`}
        {row.sample && ' (sample)'}
      </legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {text('name', 'Name', undefined, true)}
        {text('nameNe', 'Name in Nepali', 'Empty: Nepali pages show the English name')}
        <div className="sm:col-span-2">{text('link', 'Link', 'Optional: the organisation’s website, https://…')}</div>
        <div className="flex flex-col gap-2">
          <ImageUploadField
            id={fieldId(row, 'logo')}
            label="Logo"
            hint="PNG, JPEG, WebP or AVIF; a wide logo (about 3:1) shows best"
            required
            error={upload.isError ? undefined : problems[fieldId(row, 'logo')]}
            upload={upload}
          />
        </div>
        {row.logo && (
          <img
            src={logoSrc(row.logo)}
            alt={`The logo now shown for ${row.name || 'this supporter'}`}
            className="h-20 w-auto max-w-full self-center object-contain"
          />
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={index === 0} onClick={() => move(-1)}>
          Move up
        </Button>
        <Button variant="outline" size="sm" disabled={index === count - 1} onClick={() => move(1)}>
          Move down
        </Button>
        <Button variant="ghost" size="sm" onClick={remove}>
          Remove {row.name || `supporter ${index + 1}`}
        </Button>
      </div>
    </fieldset>
  );
}

function SupportersForm({ supporters }: { supporters: Supporter[] }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(() => toRows(supporters));
  const [problems, setProblems] = useState<Problems>({});
  const save = useMutation<Supporter[], ApiError, Supporter[]>({
    mutationFn: saveSupporters,
    onSuccess: (saved) => {
      queryClient.setQueryData(supportersKey, saved);
      setRows(toRows(saved));
    },
  });
  const update = (next: Row[]) => {
    setRows(next);
    save.reset();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problemsOf(rows);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    save.mutate(rows.map(({ key: _key, logo, ...supporter }) => ({ ...supporter, logo: logo! })));
  }

  const count = Object.keys(problems).length;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {rows.map((row, index) => (
        <SupporterRow
          key={row.key}
          row={row}
          index={index}
          count={rows.length}
          problems={problems}
          change={(changed) => {
            update(rows.map((other) => (other.key === row.key ? changed : other)));
            // A field fixed (a logo arrived, a name typed) loses its message at once.
            const fixed = fields.filter((field) => changed[field] !== row[field]).map((field) => fieldId(row, field));
            setProblems((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !fixed.includes(id))));
          }}
          move={(by) => {
            const next = [...rows];
            [next[index], next[index + by]] = [next[index + by], next[index]];
            update(next);
          }}
          remove={() => update(rows.filter((other) => other.key !== row.key))}
        />
      ))}
      {rows.length === 0 && <p className="text-sm text-ink-muted">No supporters: the home page shows none.</p>}
      <div>
        <Button
          variant="outline"
          disabled={rows.length >= MAX_SUPPORTERS}
          onClick={() => update([...rows, { key: nextKey++, name: '', nameNe: '', link: '', sample: false }])}
        >
          Add a supporter
        </Button>
      </div>
      <SaveStatus
        problems={count}
        save={save}
        saved={'Saved. The home page shows these supporters, in both languages, from the next visit on.'}
      />
      <div>
        <SubmitButton busy={save.isPending}>Save supporters</SubmitButton>
      </div>
    </form>
  );
}

/** The logos under "Our Supporters" on the home page (admins): names in both languages, links, logos, order. */
export default function SupportersPage() {
  const supporters = useQuery<Supporter[], ApiError>({ queryKey: supportersKey, queryFn: fetchSupporters });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeading title="Supporters">
        <PublicPageLink path="/" />
      </PageHeading>
      <p className="text-sm text-ink-muted">
        The logos under “Our Supporters” on the home page, in this order. The shipped ones marked “sample” are invented
        organisations: replace them with your own.
      </p>
      {supporters.isPending ? (
        <Loading />
      ) : supporters.isError ? (
        <LoadError what="The supporters" error={supporters.error} />
      ) : (
        <SupportersForm supporters={supporters.data} />
      )}
    </div>
  );
}
