import { meetingTable } from '@schemas/meeting';
import { recordCreateHandler, type CreateOptions } from './tables';

export const meetingsHandler = (options?: CreateOptions) => recordCreateHandler(meetingTable, options);
