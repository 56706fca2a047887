import { attachmentFields } from '@schemas/attachment-fields';
import type { AttachmentView, RecordSummary } from '@schemas/staff-api';
import { submitterName, recordPhone } from '../../lib/record-text';
import { AttachmentCard } from './attachment-card';
import { FieldList, remainingRows } from './field-list';
import { PhoneActions } from './phone-actions';

export function CareerDetails({ record, attachments }: { record: RecordSummary; attachments: AttachmentView[] }) {
  const phone = recordPhone(record);
  return (
    <div className="flex flex-col gap-6">
      <FieldList
        rows={[
          { label: 'Phone Number', value: phone ? <PhoneActions phone={phone} /> : '' },
          ...remainingRows(record.fields, ['Phone Number', ...attachmentFields]),
        ]}
      />
      <section aria-labelledby="attachments">
        <h2 id="attachments" className="text-lg">
          Attachments
        </h2>
        {attachments.length === 0 ? (
          <p className="mt-2 text-ink-muted">No files are stored with this application.</p>
        ) : (
          <ul className="mt-3 grid items-start gap-3 sm:grid-cols-2">
            {attachments.map((file) => (
              <AttachmentCard key={file.name} file={file} owner={submitterName(record)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
