import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { passwordRules } from '@schemas/staff-api-basics';
import type { ChangePasswordRequest, SignOutOthersAnswer } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PageHeading } from '../../components/page-heading';
import { useSignedIn } from '../../lib/session';
import { staffClient } from '../../lib/staff-client';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/** The signed-in person's own password and sessions. */
export default function MyAccountPage() {
  const session = useSignedIn();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const mismatch = again && again !== password ? 'The two passwords differ' : undefined;

  const change = useMutation<void, ApiError, ChangePasswordRequest>({
    mutationFn: async (body) => {
      await staffClient.post('/session/password', body);
    },
    onSuccess: () => {
      setCurrent('');
      setPassword('');
      setAgain('');
    },
  });
  const signOutOthers = useMutation<SignOutOthersAnswer, ApiError>({
    mutationFn: async () => (await staffClient.post<SignOutOthersAnswer>('/session/sign-out-others')).data,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!mismatch) change.mutate({ currentPassword: current, newPassword: password });
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <PageHeading title="My account" />
      <form onSubmit={onSubmit} className={`${card} flex flex-col gap-4`} aria-labelledby="password-heading">
        <div>
          <h2 id="password-heading" className="font-semibold text-ink">
            Change my password
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Signed in as {session.user.name} ({session.user.email}). Your other sessions end when the password changes.
          </p>
        </div>
        {/* The e-mail address as the username, so a password manager updates the right entry. */}
        <input type="email" autoComplete="username" value={session.user.email} readOnly hidden />
        <Field id="current-password" label="Current password" required>
          {(control) => (
            <TextInput
              {...control}
              type="password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          )}
        </Field>
        <NewPasswordFields
          password={password}
          onPassword={setPassword}
          again={again}
          onAgain={setAgain}
          mismatch={mismatch}
          repeatLabel="Repeat the new password"
          hint={`At least ${passwordRules.minLength} characters; three or four unrelated words work well.`}
        />
        <FormStatus tone={change.isError ? 'error' : 'success'}>
          {change.isError
            ? `Not changed: ${change.error.message}`
            : change.isSuccess
              ? 'Password changed. Your other sessions have been signed out.'
              : ''}
        </FormStatus>
        <SubmitButton busy={change.isPending}>Change password</SubmitButton>
      </form>

      <section className={card} aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="font-semibold text-ink">
          My other sessions
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Signed in on another computer or phone, or left signed in somewhere? End every session but this one.
        </p>
        <Button
          className="mt-3"
          variant="outline"
          onClick={() => signOutOthers.mutate()}
          disabled={signOutOthers.isPending}
        >
          Sign out my other sessions
        </Button>
        <FormStatus tone={signOutOthers.isError ? 'error' : 'success'} className="mt-2 text-sm">
          {signOutOthers.isError
            ? `Not done: ${signOutOthers.error.message}`
            : signOutOthers.isSuccess
              ? signOutOthers.data.ended === 0
                ? 'You had no other sessions.'
                : `Signed out ${signOutOthers.data.ended} other session${signOutOthers.data.ended === 1 ? '' : 's'}.`
              : ''}
        </FormStatus>
      </section>
    </div>
  );
}
