import { meetingPurposePlaceholder } from '@schemas/options';

/**
 * Every text of the three forms apart from the spec's field names and option values, which the
 * English forms show as they are stored. The Nepali twin (ne/forms.ts) labels the same fields and
 * options in Nepali and translates the schemas' messages; what is stored never changes.
 */
export const forms = {
  /** Field labels by the record's field name (the spec's names), as shown above each control. */
  labels: {
    'First Name': 'First Name',
    'Last Name': 'Last Name',
    'Phone Number': 'Phone Number',
    Name: 'Name',
    Email: 'Email Address',
    Phone: 'Phone Number',
    Country: 'Country',
    'Preferred date': 'Preferred Date',
    'Preferred Time': 'Preferred Time',
    'Organisation Type': 'Type of Organization',
    'Meeting Duration': 'Meeting Duration',
    Purpose: 'Purpose of Meeting',
    'Meeting Gateway': 'Meeting Gateway',
    'Additional Notes': 'Additional Notes',
    'Marital Status': 'Marital Status',
    City: 'City',
    Gender: 'Gender',
    'Name of School/University': 'Name of School/University',
    'Highest Education': 'Highest Education',
    'Passed Year': 'Passed Year',
    "Father's Name": "Father's Name",
    'Current Employment Status': 'Current Employment Status',
    'Employment Type': 'Employment Type',
    'Expected Monthly Salary': 'Expected Monthly Salary',
    'Duty Hours': 'Duty Hours',
    'Resume/CV': 'Resume/CV',
    'Cover Letter': 'Cover Letter',
    Headshot: 'Headshot',
    Citizenship: 'Citizenship',
  },
  /** Option labels that differ from the stored value; any other option shows its value. */
  options: { 'Non-Profit': 'Non Profit', Nepal: 'Nepal', India: 'India' } as Record<string, string>,
  /** The schemas speak English; this turns one of their messages into the page's language. */
  message: (message: string) => message,
  select: {
    placeholder: 'select an option',
    search: 'Find an option',
    empty: 'No options found',
  },
  file: {
    choose: 'Choose a file',
    drop: 'or drop it here',
    remove: (file: string, field: string) => `Remove ${file} from ${field}`,
    rules: (kinds: string) => `${kinds}, up to 10 MB`,
    or: 'or',
    notAccepted: (file: string, field: string, kinds: string) =>
      `${file} is not accepted for ${field}: choose a ${kinds} file.`,
    tooLarge: (file: string, size: string, limit: string) => `${file} is too large (${size}): the limit is ${limit}.`,
    empty: (file: string) => `${file} is empty: choose another file.`,
    refused: (file: string, reason: string) => `${file} was not accepted: ${reason} Choose another file.`,
  },
  callback: {
    eyebrow: 'Talk to us',
    title: 'Request a callback',
    intro: 'Leave your name and number and we will call you back.',
    countryCode: 'Country code',
    submit: 'Request a Callback',
    success: 'Your request has been submitted successfully',
    thanks: (name: string, phone: string) => `Thank you, ${name}: we will call ${phone} within one working day.`,
    another: 'Request another callback',
    failure: 'Failed! Please try again.',
  },
  meeting: {
    formLabel: 'Book a Meeting',
    nepalTime: 'Nepal time (UTC+05:45)',
    placeholders: {
      'Organisation Type': 'Select a Type',
      'Meeting Duration': 'Select a Duration',
      Purpose: meetingPurposePlaceholder,
      'Meeting Gateway': 'Select a Gateway',
    },
    price: (price: string) => `Price: ${price}`,
    prices: (list: readonly { minutes: number; price: string }[]) =>
      list.map((d) => `${d.minutes} minutes: ${d.price}`).join(' · '),
    priceNames: { Free: 'Free', 'USD 49': 'USD 49', 'USD 99': 'USD 99' } as Record<string, string>,
    country: {
      loading: 'Loading countries…',
      search: 'Type to search countries',
      showAll: 'Show all countries',
    },
    submit: 'Book Meeting',
    booked: 'Meeting booked successfully!',
    /** The booked slot beside the confirmation; empty where the English page shows none. */
    bookedFor: (_date: string, _time: string) => '',
    refused: 'Failed to book the meeting. Please try again.',
    thrown: 'An error occurred. Please try again.',
    addToCalendar: 'Add to calendar',
  },
  career: {
    formLabel: 'Career application',
    loading: 'Loading.....',
    draftNote: 'Your typed answers are kept as a draft in this browser until you submit; files are not kept.',
    submit: 'Submit Application',
    success: 'Form submitted successfully!',
    steps: { saving: 'Saving your application', uploading: (field: string) => `Uploading ${field}` },
    toastFailure: (step: string) => `There was an error submitting the form. ${step} failed.`,
    failure: (step: string) =>
      `${step} failed. Everything you entered is still here; files that were already uploaded will not be sent again. Please try again.`,
    draft: {
      label: 'Saved draft',
      question: 'You started an application here before. Restore your answers?',
      files: 'Files cannot be kept in a draft, so please attach them again.',
      restore: 'Restore my answers',
      discard: 'Start afresh',
    },
  },
};

export type Forms = typeof forms;
