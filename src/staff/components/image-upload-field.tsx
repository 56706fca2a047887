import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { MediaImage } from '@schemas/media-image';
import { Field } from '@/components/ui/form/field';
import type { ApiError } from '@/lib/api-error';
import { uploadImage } from '../lib/upload-image';

type ImageUpload = UseMutationResult<MediaImage, ApiError, File>;

/** An image chosen in the back office, sent through the media pipeline; `onUploaded` gets the stored image. */
export function useImageUpload(onUploaded: (image: MediaImage) => void): ImageUpload {
  return useMutation<MediaImage, ApiError, File>({ mutationFn: uploadImage, onSuccess: onUploaded });
}

interface ImageUploadFieldProps {
  id: string;
  label: string;
  hint: string;
  required?: boolean;
  /** The form's own message for the field (such as "choose a poster"); otherwise the upload's refusal. */
  error?: string;
  upload: ImageUpload;
}

/** A labelled image file field: a chosen file is uploaded at once; the field says while it is being resized, and why it was refused. */
export function ImageUploadField({ id, label, hint, required, error, upload }: ImageUploadFieldProps) {
  return (
    <>
      <Field id={id} label={label} required={required} error={error ?? upload.error?.message} hint={hint}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            disabled={upload.isPending}
            className="block w-full text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
        )}
      </Field>
      {upload.isPending && <p className="text-sm text-ink-soft">Uploading and resizing…</p>}
    </>
  );
}
