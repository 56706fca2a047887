import { useState } from 'react';
import { showToast } from '@/lib/toast';
import { limits } from '@schemas/limits';
import { callbackCountryCodes } from '@schemas/options';
import { Field } from '@/components/ui/form/field';
import { FormSent } from '@/components/ui/form/form-sent';
import { HoneypotField } from '@/components/ui/form/honeypot-field';
import { SelectMenu } from '@/components/ui/listbox/select-menu';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import * as formsContent from '@/content/forms';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

const empty = { 'First Name': '', 'Last Name': '', 'Country Code': '+977', 'Phone Number': '' };
const toastOptions = { autoClose: 2000 };

/** Who asked to be called, shown in the form's place until they ask to send another. */
interface Sent {
  name: string;
  phone: string;
}
const loadSubmit = () => import('./submit');

export function CallbackRequestForm() {
  const { forms } = useLocalized(formsContent, nepaliModules.forms);
  const codeOptions = callbackCountryCodes.map(({ country, code }) => ({
    value: code,
    label: `${forms.options[country] ?? country} ${code}`,
  }));
  const form = useSchemaForm(loadSubmit, empty, { translate: forms.message });
  const [sent, setSent] = useState<Sent>();
  const first = form.bind('First Name');
  const last = form.bind('Last Name');
  const code = form.bind('Country Code');
  const phone = form.bind('Phone Number');

  const submit = form.onSubmit({
    // This render's values are what was sent (the fields are emptied before onSent runs).
    onSent: () => setSent({ name: first.value.trim(), phone: `${code.value} ${phone.value.trim()}` }),
    // Whatever failed, the visitor's answers stay on screen for another try.
    onFailed: () => showToast('error', forms.callback.failure, toastOptions),
  });

  if (sent)
    return (
      <FormSent
        title={forms.callback.success}
        thanks={forms.callback.thanks(sent.name, sent.phone)}
        another={forms.callback.another}
        onAnother={() => {
          setSent(undefined);
          requestAnimationFrame(() => document.getElementById(first.id)?.focus());
        }}
      />
    );

  return (
    <form
      ref={form.formRef}
      method="post"
      onSubmit={submit}
      onFocus={form.preload}
      noValidate
      className="relative grid gap-4 md:grid-cols-2 lg:grid-cols-[1fr_1fr_1.4fr_auto] lg:items-start"
    >
      <Field id={first.id} label={forms.labels['First Name']} required error={first.error}>
        {(control) => (
          <TextInput
            {...control}
            autoComplete="given-name"
            maxLength={limits.name}
            value={first.value}
            onChange={first.onChange}
          />
        )}
      </Field>
      <Field id={last.id} label={forms.labels['Last Name']} required error={last.error}>
        {(control) => (
          <TextInput
            {...control}
            autoComplete="family-name"
            maxLength={limits.name}
            value={last.value}
            onChange={last.onChange}
          />
        )}
      </Field>
      <Field id={phone.id} label={forms.labels['Phone Number']} required error={phone.error}>
        {(control) => (
          <div className="flex gap-2">
            <span id={`${code.id}-label`} className="sr-only">
              {forms.callback.countryCode}
            </span>
            <SelectMenu
              id={code.id}
              options={codeOptions}
              value={code.value}
              onValue={code.onValue}
              className="w-36 shrink-0"
              listClassName="max-h-[200px]"
            />
            {/* The number without its code (chosen beside it): HTML allows that autofill on text fields only. */}
            <TextInput
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={15}
              value={phone.value}
              onChange={phone.onChange}
            />
          </div>
        )}
      </Field>
      <SubmitButton busy={form.busy} className="lg:mt-7">
        {forms.callback.submit}
      </SubmitButton>
      <HoneypotField />
    </form>
  );
}
