import { callbackTable } from '@schemas/callback-request';
import { recordCreateHandler, type CreateOptions } from './record-create-handler';

export const callbackRequestsHandler = (options?: CreateOptions) => recordCreateHandler(callbackTable, options);
