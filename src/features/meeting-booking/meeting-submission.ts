// What only a submit needs (zod, axios, the .ics writer): loaded after the page renders, so
// it stays off the page's first load.
export { meetingRecord as schema } from '@schemas/meeting';
export { nepalToday } from '@schemas/nepal-time';
export { meetingIcs } from './meeting-ics';
export { submitMeeting as send } from './submit-meeting';
