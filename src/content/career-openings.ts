import { dateInWords } from '@schemas/date-in-words';

/** The openings above the career form on /career (their list comes from the gateway). */
export const careerOpenings = {
  title: 'Open positions',
  intro: 'Apply with the form below, and name the position you are applying for in your cover letter.',
  none: 'There are no open positions right now. We still welcome applications: send yours with the form below and we will keep it in mind for the next opening.',
  typeLabel: 'Type',
  location: 'Location',
  closesOn: 'Closes on',
  date: (iso: string) => dateInWords(iso),
  apply: 'Apply for this position',
};
