import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { TextInput } from '@/components/ui/form/text-input';
import { limits } from '@schemas/limits';

export interface OwnPurposeDraft {
  /** Stays with the row while it moves, so React keeps its inputs (and their focus) with it. */
  key: number;
  en: string;
  ne: string;
  hidden: boolean;
}

interface OwnPurposeRowProps {
  purpose: OwnPurposeDraft;
  /** Its place among all the purposes the form lists (the spec's 15 come first). */
  number: number;
  errors: { en?: string; ne?: string };
  first: boolean;
  last: boolean;
  onChange: (next: OwnPurposeDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One of the company's own purposes: its names in both languages, whether the form offers it, its place. */
export function OwnPurposeRow({
  purpose,
  number,
  errors,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: OwnPurposeRowProps) {
  const id = `own-purpose-${purpose.key}`;
  const name = purpose.en.trim() || `purpose ${number}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-en`} label={`Purpose ${number} in English`} required error={errors.en}>
          {(control) => (
            <TextInput
              {...control}
              value={purpose.en}
              maxLength={limits.shortText}
              onChange={(event) => onChange({ ...purpose, en: event.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-ne`} label={`Purpose ${number} in Nepali`} required error={errors.ne}>
          {(control) => (
            <TextInput
              {...control}
              lang="ne"
              value={purpose.ne}
              maxLength={limits.shortText}
              onChange={(event) => onChange({ ...purpose, ne: event.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="mr-auto flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={!purpose.hidden}
            onChange={(event) => onChange({ ...purpose, hidden: !event.target.checked })}
          />
          Offered on the form
        </label>
        {/* aria-disabled, not disabled: the button just pressed keeps the focus when its row reaches an end. */}
        <Button
          size="sm"
          variant="ghost"
          aria-disabled={first || undefined}
          aria-label={`Move up: ${name}`}
          onClick={() => !first && onMove(-1)}
        >
          Move up
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-disabled={last || undefined}
          aria-label={`Move down: ${name}`}
          onClick={() => !last && onMove(1)}
        >
          Move down
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}
