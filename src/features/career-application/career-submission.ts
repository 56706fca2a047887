// What only a submit needs (zod, axios): loaded on first focus, so the page is interactive sooner.
export { careerAnswers as schema } from '@schemas/career-application';
export { submitCareerApplication, uploadAttachment } from './submit-career-application';
