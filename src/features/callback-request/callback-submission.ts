// What only a submit needs (zod, axios): loaded on first focus, so it stays off the home page's first load.
export { callbackForm as schema } from './callback-form-schema';
export { submitCallbackRequest as send } from './submit-callback-request';
