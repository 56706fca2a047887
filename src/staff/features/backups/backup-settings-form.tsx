import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BackupSettings, BackupsPage } from '@schemas/backup-status';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { NativeSelect } from '@/components/ui/form/native-select';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { backupsKey } from '../../lib/query-keys';
import { saveBackupSettings } from './backups-api';

const hours = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

/** What an admin types: numbers stay text until saved, so a half-typed number is not lost. */
interface Typed {
  enabled: boolean;
  hour: string;
  keepDays: string;
  folder: string;
}

const typedOf = (settings: BackupSettings): Typed => ({
  ...settings,
  hour: String(settings.hour),
  keepDays: String(settings.keepDays),
});

/** On or off, the hour, how long to keep, and where: the gateway checks the folder and answers in plain words. */
export function BackupSettingsForm({ settings, locked }: { settings: BackupSettings; locked: boolean }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(() => typedOf(settings));
  const save = useMutation<BackupsPage, ApiError, BackupSettings>({
    mutationFn: saveBackupSettings,
    onSuccess: (page) => queryClient.setQueryData(backupsKey, page),
  });
  const set = (change: Partial<Typed>) => setTyped({ ...typed, ...change });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...typed, hour: Number(typed.hour), keepDays: Number(typed.keepDays) });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg">Settings</h2>
      <fieldset disabled={locked} className="flex flex-col gap-4">
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={typed.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
          />
          Take a backup every night
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="backup-hour" label="At (Nepal time)">
            {(control) => (
              <NativeSelect
                {...control}
                options={hours}
                placeholder="Choose an hour"
                value={typed.hour}
                onChange={(event) => set({ hour: event.target.value })}
              />
            )}
          </Field>
          <Field id="backup-keep" label="Keep each backup for (days)">
            {(control) => (
              <TextInput
                {...control}
                inputMode="numeric"
                value={typed.keepDays}
                onChange={(event) => set({ keepDays: event.target.value })}
              />
            )}
          </Field>
        </div>
        <Field
          id="backup-folder"
          label="Where (a folder on the server)"
          hint="The full path, e.g. /var/backups/company. Not inside the gateway's data folder; best on another disk. It is made if it does not exist yet."
        >
          {(control) => (
            <TextInput
              {...control}
              spellCheck={false}
              autoCapitalize="off"
              value={typed.folder}
              onChange={(event) => set({ folder: event.target.value })}
            />
          )}
        </Field>
      </fieldset>
      <FormStatus tone={save.isError ? 'error' : 'success'} className="text-sm">
        {save.isError ? `Not saved: ${save.error.message}` : save.isSuccess ? 'Saved.' : ''}
      </FormStatus>
      {!locked && (
        <div>
          <SubmitButton busy={save.isPending}>Save backup settings</SubmitButton>
        </div>
      )}
    </form>
  );
}
