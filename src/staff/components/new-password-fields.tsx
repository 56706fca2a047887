import { passwordRules } from '@schemas/staff-api-basics';
import { Field } from '@/components/ui/form/field';
import { TextInput } from '@/components/ui/form/text-input';

interface Props {
  password: string;
  onPassword: (value: string) => void;
  again: string;
  onAgain: (value: string) => void;
  /** Shown under the repeat field when the two differ. */
  mismatch: string | undefined;
  repeatLabel: string;
  hint?: string;
}

/** A new password and its repeat, as every screen that sets one asks for them. */
export function NewPasswordFields({ password, onPassword, again, onAgain, mismatch, repeatLabel, hint }: Props) {
  return (
    <>
      <Field
        id="new-password"
        label="New password"
        required
        hint={hint ?? `At least ${passwordRules.minLength} characters.`}
      >
        {(control) => (
          <TextInput
            {...control}
            type="password"
            autoComplete="new-password"
            minLength={passwordRules.minLength}
            maxLength={passwordRules.maxLength}
            required
            value={password}
            onChange={(e) => onPassword(e.target.value)}
          />
        )}
      </Field>
      <Field id="repeat-password" label={repeatLabel} required error={mismatch}>
        {(control) => (
          <TextInput
            {...control}
            type="password"
            autoComplete="new-password"
            required
            value={again}
            onChange={(e) => onAgain(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
