import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { attachmentFields, type AttachmentField } from '@schemas/attachment-fields';
import { Field } from '@/components/ui/form/field';
import { FileDrop } from '@/components/ui/form/file-drop';
import { FormSent } from '@/components/ui/form/form-sent';
import { FormStatus } from '@/components/ui/form/form-status';
import { HoneypotField } from '@/components/ui/form/honeypot-field';
import { SelectMenu } from '@/components/ui/listbox/select-menu';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import * as formsContent from '@/content/forms';
import { useLocalized } from '@/content/hooks/use-localized';
import { acceptFor, attachmentProblem, kindsFor } from './attachment-rules';
import { CareerDraftOffer } from './career-draft-offer';
import { careerFields, emptyAnswers } from './career-fields';
import { CareerUploadProgress } from './career-upload-progress';
import type { Attachment } from './submit';
import { useCareerDraft } from './use-career-draft';
import { nepaliModules } from '@/content/hooks/nepali-modules';

type PerFile<T> = Record<AttachmentField, T>;

/** The file host said no for a reason of the file's own (4xx but a timeout or a rate limit). */
const refusedForGood = (error: ApiError) =>
  error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
const loadSubmit = () => import('./submit');
const perFile = <T,>(value: T) => Object.fromEntries(attachmentFields.map((field) => [field, value])) as PerFile<T>;

export function CareerApplicationForm() {
  const { forms } = useLocalized(formsContent, nepaliModules.forms);
  const t = forms.career;
  const form = useSchemaForm(loadSubmit, emptyAnswers, { translate: forms.message });
  const draft = useCareerDraft(form.values, emptyAnswers);
  const [files, setFiles] = useState<PerFile<File | null>>(() => perFile(null));
  const [progress, setProgress] = useState<PerFile<number>>(() => perFile(0));
  // Files already on the file host, so a retry sends only what has not arrived yet.
  const uploaded = useRef(new Map<AttachmentField, { file: File; attachment: Attachment }>());
  const uploading = useRef<AttachmentField>(undefined);
  // A file the file host refused for a reason another try cannot change (its content, its size).
  const [refused, setRefused] = useState<{ field: AttachmentField; message: string }>();
  // Who applied, thanked in the form's place until they start another application.
  const [sent, setSent] = useState<{ name: string; phone: string }>();

  function chooseFile(field: AttachmentField, file: File | null) {
    if (refused?.field === field) setRefused(undefined);
    const problem = file && attachmentProblem(field, file, forms.file);
    setFiles((current) => ({ ...current, [field]: problem ? null : file }));
    form.setErrors(({ [field]: _, ...rest }) => (problem ? { ...rest, [field]: problem } : rest));
  }

  // Back from a failed attempt: focus lands on the button to try again, right above the reason.
  const failed = form.outcome?.status === 'failed';
  // After a final refusal, focus goes to that file's field instead, where another file is chosen.
  const refusedId = refused && form.idFor(refused.field);
  useEffect(() => {
    if (!failed || form.busy) return;
    const target = refusedId
      ? document.getElementById(refusedId)
      : form.formRef.current?.querySelector<HTMLElement>('button[type="submit"]');
    target?.focus();
  }, [failed, form.busy, form.formRef, refusedId]);

  const missingFiles = () =>
    Object.fromEntries(
      attachmentFields.filter((field) => !files[field]).map((field) => [field, `Please attach your ${field}`]),
    );

  const submit = form.onSubmit({
    context: {
      files,
      uploaded: uploaded.current,
      onProgress: (field, fraction) => setProgress((current) => ({ ...current, [field]: fraction })),
      onUpload: (field) => (uploading.current = field),
      steps: t.steps,
    },
    extraErrors: missingFiles,
    // This render's values are what was sent (the fields are emptied before onSent runs).
    onSent: () => {
      setSent({ name: form.values['First Name'].trim(), phone: form.values['Phone Number'].trim() });
      setFiles(perFile(null));
      setProgress(perFile(0));
      uploaded.current.clear();
      draft.clear();
    },
    onFailed: (error, step) => {
      console.error(`Career application: ${step} failed`, error);
      showToast('error', t.toastFailure(step ?? t.steps.saving));
      setProgress(perFile(0));
      const field = uploading.current;
      if (field && step === t.steps.uploading(field) && refusedForGood(error)) {
        const message = forms.file.refused(files[field]?.name ?? field, error.message);
        setFiles((current) => ({ ...current, [field]: null }));
        form.setErrors((current) => ({ ...current, [field]: message }));
        setRefused({ field, message });
      } else setRefused(undefined);
    },
  });

  if (form.busy) return <CareerUploadProgress progress={progress} heading={t.loading} labels={forms.labels} />;
  if (sent)
    return (
      <FormSent
        title={t.success}
        thanks={t.thanks(sent.name, sent.phone)}
        another={t.another}
        onAnother={() => {
          setSent(undefined);
          requestAnimationFrame(() => document.getElementById(form.idFor('First Name'))?.focus());
        }}
      />
    );

  return (
    <>
      {draft.offer && (
        <CareerDraftOffer
          onRestore={() => {
            const restored = draft.restore();
            if (restored) form.reset({ ...form.values, ...restored });
          }}
          onDiscard={draft.discard}
          texts={t.draft}
        />
      )}
      <form
        ref={form.formRef}
        method="post"
        onSubmit={submit}
        onFocus={form.preload}
        noValidate
        aria-label={t.formLabel}
        className="relative grid gap-5 md:grid-cols-2"
      >
        {careerFields.map((entry) => {
          const field = form.bind(entry.name);
          return (
            <Field key={entry.name} id={field.id} label={forms.labels[entry.name]} required error={field.error}>
              {(control) =>
                entry.kind === 'text' ? (
                  <TextInput
                    {...control}
                    maxLength={entry.maxLength}
                    autoComplete={entry.autoComplete}
                    inputMode={entry.inputMode}
                    value={field.value}
                    onChange={field.onChange}
                  />
                ) : (
                  <SelectMenu
                    id={control.id}
                    aria-invalid={control['aria-invalid']}
                    aria-describedby={control['aria-describedby']}
                    searchable
                    options={entry.options.map((option) => ({ value: option, label: forms.options[option] ?? option }))}
                    placeholder={forms.select.placeholder}
                    searchLabel={forms.select.search}
                    emptyText={forms.select.empty}
                    value={field.value}
                    onValue={field.onValue}
                  />
                )
              }
            </Field>
          );
        })}
        {attachmentFields.map((name) => {
          const id = form.idFor(name);
          return (
            <Field
              key={name}
              id={id}
              label={forms.labels[name]}
              required
              error={form.error(name)}
              hint={forms.file.rules(kindsFor(name, forms.file.or))}
            >
              {(control) => (
                <FileDrop
                  {...control}
                  label={name}
                  texts={forms.file}
                  accept={acceptFor(name)}
                  file={files[name]}
                  onFile={(file) => chooseFile(name, file)}
                />
              )}
            </Field>
          );
        })}
        <div className="flex flex-col gap-4 md:col-span-2">
          <p className="text-sm text-ink-muted">{t.draftNote}</p>
          <SubmitButton busy={form.busy} className="self-start">
            {t.submit}
          </SubmitButton>
          <FormStatus tone="error">
            {form.outcome?.status === 'failed' && (
              <p>{refused ? refused.message : t.failure(form.outcome.step ?? t.steps.saving)}</p>
            )}
          </FormStatus>
        </div>
        <HoneypotField />
      </form>
    </>
  );
}
