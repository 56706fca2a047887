import { careerTable } from '@schemas/career-application';
import { recordCreateHandler, type CreateOptions } from './record-create-handler';

export const careerApplicationsHandler = (options?: CreateOptions) => recordCreateHandler(careerTable, options);
