import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { WebhookAnswer } from '@schemas/mail-settings';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { saveWebhook, webhookKey } from './mail-settings-api';

/** The notification webhook: its address, and its signing secret (never shown; left empty, the saved one stays). */
export function WebhookForm({ saved }: { saved: WebhookAnswer }) {
  const client = useQueryClient();
  const [url, setUrl] = useState(saved.webhook?.url ?? '');
  const [secret, setSecret] = useState('');
  const save = useMutation<WebhookAnswer, ApiError>({
    mutationFn: () => saveWebhook({ url, ...(secret && { secret }) }),
    onSuccess: (answer) => {
      client.setQueryData(webhookKey, answer);
      setSecret('');
    },
  });
  const secretSet = (save.data ?? saved).webhook?.secretSet;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-ink-muted">
        Optional. Each new submission is also posted to this address (a chat channel or your own system), signed with
        the secret so the other side can tell the call came from here.
      </p>
      <Field id="webhook-url" label="Webhook address" hint="An https:// link your chat tool or system gives you.">
        {(control) => (
          <TextInput {...control} type="url" value={url} onChange={(event) => setUrl(event.target.value)} />
        )}
      </Field>
      <Field
        id="webhook-secret"
        label="Secret"
        hint={
          secretSet
            ? 'A secret is saved (it is never shown). Leave this empty to keep it, or type a new one.'
            : 'At least 16 characters, the same as the receiving side checks with.'
        }
      >
        {(control) => (
          <TextInput
            {...control}
            type="password"
            autoComplete="new-password"
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
          />
        )}
      </Field>
      <FormStatus tone={save.isError ? 'error' : 'success'} className="text-sm">
        {save.isError ? `Not saved: ${save.error.message}` : save.isSuccess ? 'Saved.' : ''}
      </FormStatus>
      <div>
        <SubmitButton busy={save.isPending}>Save the webhook</SubmitButton>
      </div>
    </form>
  );
}
