import { careerTable } from '@schemas/career-application';
import { recordCreateHandler, type CreateOptions } from './tables';

export const careerApplicationsHandler = (options?: CreateOptions) => recordCreateHandler(careerTable, options);
