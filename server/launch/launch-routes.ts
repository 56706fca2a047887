import type { LaunchChecklist } from '../../schemas/launch-checklist';
import { adminsOnly } from '../staff/auth/staff-auth';
import type { StaffPlugin } from '../staff/staff-context';
import { launchChecklist, type LaunchState } from './launch-checklist';

/** `GET /launch-checklist` (admins): what is left to do before launch. */
export const launchRoutes =
  (state: LaunchState): StaffPlugin =>
  async (app) => {
    app.get('/launch-checklist', adminsOnly, async (): Promise<LaunchChecklist> => launchChecklist(state));
  };
