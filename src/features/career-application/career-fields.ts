import type { CareerAnswers } from '@schemas/career-application';
import { careerChoices } from '@schemas/options';
import { limits } from '@schemas/limits';

type Answer = keyof CareerAnswers;

export type CareerField =
  | { name: Answer; kind: 'text'; maxLength: number; autoComplete?: string; inputMode?: 'numeric' }
  | { name: Answer; kind: 'choice'; options: readonly string[] };

/** The Career record's text answers in the order visitors fill them (spec section 3). */
export const careerFields: readonly CareerField[] = [
  { name: 'First Name', kind: 'text', maxLength: limits.name, autoComplete: 'given-name' },
  { name: 'Last Name', kind: 'text', maxLength: limits.name, autoComplete: 'family-name' },
  { name: 'Marital Status', kind: 'choice', options: careerChoices['Marital Status'] },
  { name: 'City', kind: 'choice', options: careerChoices.City },
  { name: 'Gender', kind: 'choice', options: careerChoices.Gender },
  { name: 'Name of School/University', kind: 'text', maxLength: limits.shortText },
  { name: 'Highest Education', kind: 'choice', options: careerChoices['Highest Education'] },
  { name: 'Passed Year', kind: 'text', maxLength: 4, inputMode: 'numeric' },
  { name: "Father's Name", kind: 'text', maxLength: limits.name },
  { name: 'Phone Number', kind: 'text', maxLength: 15, autoComplete: 'tel-national', inputMode: 'numeric' },
  { name: 'Current Employment Status', kind: 'choice', options: careerChoices['Current Employment Status'] },
  { name: 'Employment Type', kind: 'choice', options: careerChoices['Employment Type'] },
  { name: 'Expected Monthly Salary', kind: 'choice', options: careerChoices['Expected Monthly Salary'] },
  { name: 'Duty Hours', kind: 'choice', options: careerChoices['Duty Hours'] },
];

export const emptyAnswers = Object.fromEntries(careerFields.map((field) => [field.name, ''])) as Record<Answer, string>;
