import { meetingPurposePlaceholder } from '@schemas/options';
import { zoneName } from '@schemas/zone-name';
import { clockTime } from '@schemas/zoned-time';

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
    /** A duration as the form and the confirmation name it: '30 minutes · NPR 6,500 (about USD 49)'. */
    duration: (minutes: number, price: string) => `${minutes} minutes · ${price}`,
    country: {
      search: 'Type to search countries',
      showAll: 'Show all countries',
    },
    submit: 'Book Meeting',
    booked: 'Requested: we will confirm by e-mail.',
    /** The requested slot beside the message the gateway answers a form sent without script (Nepal time). */
    bookedFor: (date: string, time: string) => `${date} ${time} Nepal time`,
    /** After booking, in the form's place: what was asked, when in both zones, what happens next. */
    confirmation: {
      when: 'When',
      next: 'What happens next: we confirm by e-mail within one working day, with the meeting link. That e-mail also has a link to move or cancel the meeting.',
      paid: (price: string) =>
        `This meeting costs ${price}. How to pay (bank transfer, digital wallet or QR code) comes with our confirmation e-mail; please pay before the meeting, with your name as the reference.`,
      /** A wallet is configured: the meeting is paid now, online, and its time held until then. */
      payNow: (amount: string) =>
        `This meeting costs ${amount}. Pay now with Khalti or eSewa to keep this time: it is held for you for 30 minutes. The link to pay is also in the e-mail we just sent.`,
      payWith: (wallet: string) => `Pay with ${wallet}`,
      another: 'Book another meeting',
    },
    /** A 409: the time went meanwhile; the server's nearest free ones (Nepal time). */
    taken: (times: string[]) =>
      times.length > 0
        ? `That time was just taken. The nearest free times (Nepal time): ${times.join(', ')}`
        : 'That time was just taken. Please choose another date.',
    refused: 'Failed to book the meeting. Please try again.',
    /** A 429 TOO_MANY_MEETINGS: this e-mail or address has the day's most meetings waiting. */
    limited: (phone: string) =>
      `You already have several meeting requests waiting for our answer. Please wait for our reply by e-mail, or call us on ${phone} to book another meeting now.`,
    /** The form sent without JavaScript came back with answers to correct. */
    notBooked: 'Not booked yet: please correct the answers marked below.',
    thrown: 'An error occurred. Please try again.',
    addToCalendar: 'Add to calendar',
    picker: {
      legend: 'Free times',
      intro: 'Pick a date and a start time; the date and time fields below fill in (Nepal time).',
      zone: 'Show times in',
      /** The zone as people say it: 'New York time'. */
      zoneName: (timeZone: string) => zoneName(timeZone),
      /** Above the dates: which zone they and the times are in. */
      shownIn: (name: string) => `Dates and times in ${name}`,
      dates: 'Dates',
      times: 'Start times',
      loading: 'Loading free times…',
      failed: 'Free times could not be loaded: type a date and a time (Nepal time) below.',
      chooseDate: 'Choose a date to see its free times.',
      reasons: {
        open: 'Free times',
        closed: 'Closed',
        holiday: 'Public holiday',
        full: 'Fully booked',
        tooSoon: 'Too soon to book',
        tooFar: 'Too far ahead',
        none: 'No free times',
      } as Record<string, string>,
      /** A date button: 'Mon 7 Dec'. */
      dateLabel: (date: string) =>
        new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        }),
      /** A wall time on the visitor's locale's clock (12-hour with AM/PM where it reads so), else a 24-hour one. */
      clock: (instant: Date, timeZone: string, locale?: string) => clockTime(instant, timeZone, locale ?? 'en-GB'),
      /** A time button: the visitor's time, and Nepal's beside it when the zones differ. */
      timeLabel: (local: string, nepal: string, sameZone: boolean) => (sameZone ? nepal : `${local} (${nepal} Nepal)`),
    },
  },
  career: {
    formLabel: 'Career application',
    loading: 'Loading.....',
    draftNote: 'Your typed answers are kept as a draft in this browser until you submit; files are not kept.',
    submit: 'Submit Application',
    success: 'Form submitted successfully!',
    thanks: (name: string, phone: string) =>
      `Thank you, ${name}: your application and its files have reached us. We will call you on ${phone} when an opening matches your profile.`,
    another: 'Send another application',
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
