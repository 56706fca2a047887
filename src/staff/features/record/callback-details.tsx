import type { RecordSummary } from '@schemas/staff-api';
import { recordPhone } from '../../lib/record-text';
import { FieldList, remainingRows } from './field-list';
import { PhoneActions } from './phone-actions';

const shown = ['First Name', 'Last Name', 'Phone No'] as const;

export function CallbackDetails({ record }: { record: RecordSummary }) {
  const phone = recordPhone(record);
  return (
    <FieldList
      rows={[
        { label: 'Phone No', value: phone ? <PhoneActions phone={phone} /> : String(record.fields['Phone No'] ?? '') },
        { label: 'First Name', value: String(record.fields['First Name'] ?? '') },
        { label: 'Last Name', value: String(record.fields['Last Name'] ?? '') },
        ...remainingRows(record.fields, shown),
      ]}
    />
  );
}
