import { callbackTable } from '@schemas/callback-request';
import { recordCreateHandler, type CreateOptions } from './tables';

export const callbackRequestsHandler = (options?: CreateOptions) => recordCreateHandler(callbackTable, options);
