/** '2019-03-16' → '16 March 2019' (or 'Saturday, 16 March 2019'); shared with the gateway's e-mails. */
export { dateInWords as formatEventDate } from '@schemas/date-in-words';
