import type { Hours } from '@schemas/booking-slots';
import { Field } from '@/components/ui/form/field';
import { TextInput } from '@/components/ui/form/text-input';

interface HoursEditorProps {
  /** The field path in the settings (`availability.weekly.1`), also the controls' id prefix. */
  path: string;
  /** Read out with each control: the weekday or the date. */
  label: string;
  hours: Hours[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (hours: Hours[]) => void;
}

const idOf = (path: string) => path.replace(/\./g, '-');

/** One day's opening hours: none (closed) or stretches from–to, each with its own messages. */
export function HoursEditor({ path, label, hours, errors, disabled, onChange }: HoursEditorProps) {
  const set = (index: number, part: keyof Hours, value: string) =>
    onChange(hours.map((window, i) => (i === index ? { ...window, [part]: value } : window)));
  const last = hours.at(-1);
  return (
    <div className="flex flex-col gap-2">
      {hours.length === 0 && <p className="text-sm text-ink-muted">Closed</p>}
      {hours.map((window, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          {(['start', 'end'] as const).map((part) => (
            <Field
              key={part}
              id={`${idOf(path)}-${index}-${part}`}
              label={part === 'start' ? 'Opens' : 'Closes'}
              size="sm"
              error={errors[`${path}.${index}.${part}`]}
            >
              {(control) => (
                <TextInput
                  {...control}
                  type="time"
                  step={900}
                  aria-label={`${label} ${part === 'start' ? 'opens' : 'closes'}${hours.length > 1 ? ` (${index + 1})` : ''}`}
                  className="w-32"
                  value={window[part]}
                  disabled={disabled}
                  onChange={(event) => set(index, part, event.target.value)}
                />
              )}
            </Field>
          ))}
          {!disabled && (
            <button
              type="button"
              className="mb-1 rounded px-2 py-1 text-sm font-semibold text-red-700 underline hover:bg-red-50"
              onClick={() => onChange(hours.filter((_, i) => i !== index))}
            >
              Remove
              <span className="sr-only">
                {' '}
                {label} hours {window.start}–{window.end}
              </span>
            </button>
          )}
        </div>
      ))}
      {errors[path] && <p className="text-sm font-semibold text-red-700">{errors[path]}</p>}
      {!disabled && hours.length < 4 && (
        <button
          type="button"
          className="self-start rounded px-2 py-1 text-sm font-semibold text-brand-700 underline hover:bg-brand-50"
          onClick={() =>
            onChange([
              ...hours,
              last
                ? { start: last.end, end: last.end < '17:00' ? '17:00' : '24:00' }
                : { start: '10:00', end: '17:00' },
            ])
          }
        >
          {hours.length === 0 ? 'Open' : 'Add hours'}
          <span className="sr-only"> on {label}</span>
        </button>
      )}
    </div>
  );
}
