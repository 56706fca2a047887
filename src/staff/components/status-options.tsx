import { recordStatuses, recordStatusLabels } from '@schemas/staff-api-basics';

/** The five statuses as a select's options, in workflow order. */
export function StatusOptions() {
  return recordStatuses.map((status) => (
    <option key={status} value={status}>
      {recordStatusLabels[status]}
    </option>
  ));
}
