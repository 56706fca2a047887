import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TeamMemberInput, TeamPhotoAnswer } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextArea } from '@/components/ui/form/text-area';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { uploadPhoto } from './team-api';

interface MemberFormProps {
  /** Prefix for the field ids, so an edit form and the add form can share a page. */
  idPrefix: string;
  initial?: TeamMemberInput;
  submitLabel: string;
  busy: boolean;
  error?: string;
  onSubmit: (member: TeamMemberInput) => void;
  onCancel?: () => void;
}

const empty: TeamMemberInput = { Name: '', Role: '', Image: [], About: '', XLink: '', LinkedInLink: '' };

/** A team member's fields and photo; the photo is uploaded (checked and resized by the gateway) when chosen. */
export function MemberForm({
  idPrefix,
  initial = empty,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: MemberFormProps) {
  const [member, setMember] = useState<TeamMemberInput>(initial);
  const [missing, setMissing] = useState<string>();
  const photo = useMutation<TeamPhotoAnswer, ApiError, File>({
    mutationFn: uploadPhoto,
    onSuccess: (answer) => setMember((m) => ({ ...m, Image: [{ url: answer.url }] })),
  });
  const set = (name: keyof TeamMemberInput) => (value: string) => setMember((m) => ({ ...m, [name]: value }));
  const id = (name: string) => `${idPrefix}-${name}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (member.Image.length === 0) {
      setMissing('Add a photo');
      return;
    }
    setMissing(undefined);
    onSubmit(member);
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <Field id={id('name')} label="Name" required>
        {(c) => (
          <TextInput
            {...c}
            required
            maxLength={100}
            value={member.Name}
            onChange={(e) => set('Name')(e.target.value)}
          />
        )}
      </Field>
      <Field id={id('role')} label="Role" required>
        {(c) => (
          <TextInput
            {...c}
            required
            maxLength={100}
            value={member.Role}
            onChange={(e) => set('Role')(e.target.value)}
          />
        )}
      </Field>
      <Field id={id('about')} label="About" className="sm:col-span-2">
        {(c) => (
          <TextArea
            {...c}
            rows={3}
            maxLength={5000}
            value={member.About ?? ''}
            onChange={(e) => set('About')(e.target.value)}
          />
        )}
      </Field>
      <Field id={id('name-ne')} label="Name in Nepali" hint="Empty: /ne/team shows the English name.">
        {(c) => (
          <TextInput
            {...c}
            lang="ne"
            maxLength={100}
            value={member.NameNe ?? ''}
            onChange={(e) => set('NameNe')(e.target.value)}
          />
        )}
      </Field>
      <Field id={id('role-ne')} label="Role in Nepali">
        {(c) => (
          <TextInput
            {...c}
            lang="ne"
            maxLength={100}
            value={member.RoleNe ?? ''}
            onChange={(e) => set('RoleNe')(e.target.value)}
          />
        )}
      </Field>
      <Field id={id('about-ne')} label="About in Nepali" className="sm:col-span-2">
        {(c) => (
          <TextArea
            {...c}
            lang="ne"
            rows={3}
            maxLength={5000}
            value={member.AboutNe ?? ''}
            onChange={(e) => set('AboutNe')(e.target.value)}
          />
        )}
      </Field>
      <Field id={id('x')} label="X (Twitter) link">
        {(c) => (
          <TextInput {...c} type="url" value={member.XLink ?? ''} onChange={(e) => set('XLink')(e.target.value)} />
        )}
      </Field>
      <Field id={id('linkedin')} label="LinkedIn link">
        {(c) => (
          <TextInput
            {...c}
            type="url"
            value={member.LinkedInLink ?? ''}
            onChange={(e) => set('LinkedInLink')(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={id('photo')}
        label="Photo"
        required
        hint="JPEG, PNG or WebP, at most 10 MB; resized for the team page."
        error={missing ?? (photo.isError ? photo.error.message : undefined)}
        className="sm:col-span-2"
      >
        {(c) => (
          <div className="flex items-center gap-3">
            {member.Image[0] && (
              <img
                src={member.Image[0].url}
                alt={`Photo of ${member.Name || 'the new member'}`}
                className="h-16 w-16 rounded-full object-cover"
              />
            )}
            <input
              {...c}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) photo.mutate(file);
              }}
            />
            {photo.isPending && <span className="text-sm text-ink-muted">Uploading…</span>}
          </div>
        )}
      </Field>
      <FormStatus tone="error" className="text-sm sm:col-span-2">
        {error}
      </FormStatus>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy || photo.isPending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
