import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StaffRole, UserCreate, UserCreatedAnswer } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form/control-class';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { usersKey } from '../../lib/query-keys';
import { createUser } from './accounts-api';
import { SetupLink } from './setup-link';

export function AddAccountForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const add = useMutation<UserCreatedAnswer, ApiError, UserCreate>({
    mutationFn: createUser,
    onSuccess: () => {
      setName('');
      setEmail('');
      setRole('staff');
      void queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ name: name.trim(), email: email.trim(), role });
  }

  return (
    <section aria-labelledby="add-account" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="add-account" className="text-lg">
        Add a person
      </h2>
      <form onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-end">
        <Field id="account-name" label="Name" required>
          {(control) => (
            <TextInput {...control} required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field id="account-email" label="E-mail address" required>
          {(control) => (
            <TextInput
              {...control}
              type="email"
              required
              maxLength={320}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field id="account-role" label="Role">
          {(control) => (
            <select
              {...control}
              className={controlClass}
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole)}
            >
              <option value="staff">Staff</option>
              <option value="admin">Admin</option>
            </select>
          )}
        </Field>
        <Button type="submit" disabled={add.isPending}>
          Add
        </Button>
      </form>
      <FormStatus tone="error" className="mt-2 text-sm">
        {add.isError && `Not added: ${add.error.message}`}
      </FormStatus>
      {add.data && (
        <SetupLink
          who={add.data.user.name}
          url={add.data.setupUrl}
          emailedTo={add.data.emailed ? add.data.user.email : undefined}
        />
      )}
    </section>
  );
}
