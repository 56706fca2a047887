import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { MailSecurity, MailServerAnswer, MailServerInput } from '@schemas/mail-settings';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { NativeSelect } from '@/components/ui/form/native-select';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { mailServerKey, saveMailServer } from './mail-settings-api';
import { TestMailButton } from './test-mail-button';

const securities = [
  { value: 'starttls', label: 'STARTTLS (port 587)' },
  { value: 'tls', label: 'TLS (port 465)' },
  { value: 'none', label: 'None (office network only)' },
] satisfies { value: MailSecurity; label: string }[];

/** The form's values: the port as typed, the password only when a new one is typed. */
interface Values {
  host: string;
  port: string;
  security: MailSecurity;
  user: string;
  password: string;
  from: string;
}

const valuesOf = (answer: MailServerAnswer): Values => ({
  host: answer.server?.host ?? '',
  port: String(answer.server?.port ?? 587),
  security: answer.server?.security ?? 'starttls',
  user: answer.server?.user ?? '',
  password: '',
  from: answer.server?.from ?? '',
});

const inputOf = ({ port, password, ...values }: Values): MailServerInput => ({
  ...values,
  // Anything but digits goes as null, which the gateway answers with "Port: a number".
  port: Number(port.trim() || NaN),
  ...(password && { password }),
});

/**
 * The mail server an admin sets. The password is never shown (only whether one is saved); left
 * empty, the saved one stays. "Send a test e-mail to me" saves what is typed first.
 */
export function MailServerForm({ saved }: { saved: MailServerAnswer }) {
  const client = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(saved));
  const save = useMutation<MailServerAnswer, ApiError, Values>({
    mutationFn: (next) => saveMailServer(inputOf(next)),
    onSuccess: (answer) => {
      client.setQueryData(mailServerKey, answer);
      setValues((typed) => ({ ...typed, password: '' }));
    },
  });
  const changed = JSON.stringify(values) !== JSON.stringify(valuesOf(save.data ?? saved));
  const passwordSet = (save.data ?? saved).server?.passwordSet;
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  // The test uses what is saved: what is typed is saved first.
  const saveTyped = async () =>
    !changed ||
    (await save.mutateAsync(values).then(
      () => true,
      () => false,
    ));

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-ink-muted">
        Your e-mail provider gives these details. For Gmail: server smtp.gmail.com, port 587, STARTTLS, your address as
        user name and an app password.
      </p>
      <Field id="mail-host" label="Mail server" hint="For example: smtp.gmail.com or mail.yourcompany.com.np">
        {(control) => <TextInput {...control} value={values.host} onChange={set('host')} autoComplete="off" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="mail-port" label="Port" hint="587 with STARTTLS, 465 with TLS">
          {(control) => <TextInput {...control} inputMode="numeric" value={values.port} onChange={set('port')} />}
        </Field>
        <Field id="mail-security" label="Security">
          {(control) => (
            <NativeSelect
              {...control}
              options={securities}
              placeholder="Choose"
              value={values.security}
              onChange={set('security')}
            />
          )}
        </Field>
      </div>
      <Field
        id="mail-user"
        label="User name"
        hint="Often your full e-mail address. Empty: the server needs no sign-in."
      >
        {(control) => <TextInput {...control} value={values.user} onChange={set('user')} autoComplete="off" />}
      </Field>
      <Field
        id="mail-password"
        label="Password"
        hint={
          passwordSet
            ? 'A password is saved (it is never shown). Leave this empty to keep it, or type a new one.'
            : 'Kept encrypted; never shown again once saved.'
        }
      >
        {(control) => (
          <TextInput
            {...control}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
          />
        )}
      </Field>
      <Field
        id="mail-from"
        label="Sender address"
        hint="The From address of every e-mail, e.g. info@yourcompany.com.np"
      >
        {(control) => (
          <TextInput {...control} type="email" value={values.from} onChange={set('from')} autoComplete="off" />
        )}
      </Field>
      <FormStatus tone={save.isError ? 'error' : 'success'} className="text-sm">
        {save.isError ? `Not saved: ${save.error.message}` : save.isSuccess && !changed ? 'Saved.' : ''}
      </FormStatus>
      <div>
        <SubmitButton busy={save.isPending}>Save</SubmitButton>
      </div>
      <TestMailButton beforeSend={saveTyped} busy={save.isPending} />
    </form>
  );
}
