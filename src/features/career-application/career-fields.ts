import type { CareerAnswers } from '@schemas/career-application';
import {
  cities,
  dutyHours,
  educationLevels,
  employmentStatuses,
  employmentTypes,
  genders,
  maritalStatuses,
  salaryBands,
} from '@schemas/options';
import { limits } from '@schemas/limits';

type Answer = keyof CareerAnswers;

export type CareerField =
  | { name: Answer; kind: 'text'; maxLength: number; autoComplete?: string; inputMode?: 'numeric' }
  | { name: Answer; kind: 'choice'; options: readonly string[] };

/** The Career record's text answers in the order visitors fill them (spec section 3). */
export const careerFields: readonly CareerField[] = [
  { name: 'First Name', kind: 'text', maxLength: limits.name, autoComplete: 'given-name' },
  { name: 'Last Name', kind: 'text', maxLength: limits.name, autoComplete: 'family-name' },
  { name: 'Marital Status', kind: 'choice', options: maritalStatuses },
  { name: 'City', kind: 'choice', options: cities },
  { name: 'Gender', kind: 'choice', options: genders },
  { name: 'Name of School/University', kind: 'text', maxLength: limits.shortText },
  { name: 'Highest Education', kind: 'choice', options: educationLevels },
  { name: 'Passed Year', kind: 'text', maxLength: 4, inputMode: 'numeric' },
  { name: "Father's Name", kind: 'text', maxLength: limits.name },
  { name: 'Phone Number', kind: 'text', maxLength: 15, autoComplete: 'tel-national', inputMode: 'numeric' },
  { name: 'Current Employment Status', kind: 'choice', options: employmentStatuses },
  { name: 'Employment Type', kind: 'choice', options: employmentTypes },
  { name: 'Expected Monthly Salary', kind: 'choice', options: salaryBands },
  { name: 'Duty Hours', kind: 'choice', options: dutyHours },
];

export const emptyAnswers = Object.fromEntries(careerFields.map((field) => [field.name, ''])) as Record<Answer, string>;
