import { meetingTable } from '@schemas/meeting';
import { recordCreateHandler, type CreateOptions } from './record-create-handler';

export const meetingsHandler = (options?: CreateOptions) => recordCreateHandler(meetingTable, options);
