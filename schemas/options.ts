/** The spec's fixed option lists (spec sections 3 and 5), exactly as visitors see and staff store them. */

export const callbackCountryCodes = [
  { country: 'Nepal', code: '+977' },
  { country: 'India', code: '+91' },
] as const;

export const organisationTypes = [
  { value: 'Public Sector', label: 'Public Sector' },
  { value: 'Non-Profit', label: 'Non Profit' },
  { value: 'Government', label: 'Government' },
  // Beyond the spec's three (issue 29): a business, a school or a private person can answer truthfully.
  { value: 'Business / Private company', label: 'Business / Private company' },
  { value: 'Educational institution', label: 'Educational institution' },
  { value: 'Individual', label: 'Individual' },
] as const;

export const meetingDurations = [
  { value: '15 Minutes - Free', minutes: 15, price: 'Free' },
  { value: '30 Minutes - 49$', minutes: 30, price: 'USD 49' },
  { value: '60 Minutes - 99$', minutes: 60, price: 'USD 99' },
] as const;

export const meetingPurposePlaceholder = 'Select a Purpose';

export const meetingPurposes = [
  'Software Development',
  'Web Application Development',
  'Digital Marketing',
  'SEO/ SEM Services',
  'UI/ UX Designing',
  'Video / Email / Content Marketing',
  'Data Processing / Tabulation',
  'Database Management',
  'Data Analysis',
  'Payment Processing',
  'Survey Form Development',
  'Social Media Management',
  'Business eMail',
  'Human Resource Management',
  'IT Consultancy',
] as const;

export const meetingGateways = ['Zoom', 'Google Meet', 'Microsoft Teams'] as const;

export const maritalStatuses = ['Married', 'Single', 'Complicated', 'Others'] as const;

export const cities = [
  'Biratnagar',
  'Itahari',
  'Dharan',
  'Damak',
  'Birtamode',
  'Bhadrapur',
  'Dhankuta',
  'Inaruwa',
  'Ilam',
  'Others',
] as const;

export const genders = ['Male', 'Female', 'Rather Not To Say', 'Others'] as const;

export const educationLevels = ['SEE', 'Diploma', 'Bachelor', 'Master', 'M. Phill', 'Ph.D', 'Other'] as const;

export const employmentStatuses = [
  'Unemployed',
  'Fresher',
  'Trained/Skilled',
  'Foreign Returnee',
  'Looking For Better Opportunity',
  'Other',
] as const;

export const employmentTypes = ['Agent', 'Full Time', 'Part Time', 'Internship', 'Volunteer', 'Others'] as const;

export const salaryBands = [
  'Applying as An Agent',
  'Below NPR 19,000/- Monthly',
  'Below NPR 29,000/-',
  'Below NPR 49,000/-',
  'Below NPR 99,000/-',
  'Others',
] as const;

export const dutyHours = [
  'I want to work as An Agent',
  'Full Day 10 AM to 5 PM',
  'Morning 6 AM to 9 AM',
  'Day 11 AM to 3 PM',
  'Evening 6 PM to 9 PM',
  'TechFriday 4 PM to 5 PM',
  'Saturday 11 AM to 7 PM',
  'Others',
] as const;

/** The Career answers picked from a fixed list, each with its list. */
export const careerChoices = {
  'Marital Status': maritalStatuses,
  City: cities,
  Gender: genders,
  'Highest Education': educationLevels,
  'Current Employment Status': employmentStatuses,
  'Employment Type': employmentTypes,
  'Expected Monthly Salary': salaryBands,
  'Duty Hours': dutyHours,
} as const;
