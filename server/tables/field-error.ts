/**
 * A record's fields break their table's rules (`type` as the table service names it:
 * UNKNOWN_FIELD_NAME, INVALID_VALUE_FOR_COLUMN). A 422 that each API answers in its own shape: the
 * table API and the back office's Team editor both check fields with `validateFields`.
 */
export class FieldError extends Error {
  constructor(
    readonly type: 'UNKNOWN_FIELD_NAME' | 'INVALID_VALUE_FOR_COLUMN',
    message: string,
  ) {
    super(message);
  }
}
