import { StaffApiError } from '../staff/staff-api-error';

/** Another item of the kind holds the address: the editor answers 409 `SLUG_TAKEN`, an import names its file. */
export class SlugTaken extends StaffApiError {
  constructor(slug: string, holder: string) {
    super(409, 'SLUG_TAKEN', `The address “${slug}” is taken by “${holder}”`);
  }
}
