/**
 * The names of the tables the forms write to, apart from their schemas: the back office's first
 * screen needs the names without loading zod and every form's schema.
 */
export const callbackTable = 'Request-Callback';
export const meetingTable = 'Meeting';
export const careerTable = 'Career';
