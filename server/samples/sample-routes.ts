import type { SampleChangeAnswer, SampleContentStatus } from '../../schemas/sample-content';
import { adminsOnly } from '../staff/auth/staff-auth';
import type { StaffPlugin } from '../staff/staff-context';
import type { SampleContent } from './sample-content';

/**
 * The samples (admins): `GET /samples` (what is left, the removal that can be undone),
 * `POST /samples/remove` (every kind in one step; again with none left, nothing changes) and
 * `POST /samples/restore` (the last removal brought back exactly, within 30 days; 410 after).
 */
export const sampleRoutes =
  (samples: SampleContent): StaffPlugin =>
  async (app) => {
    app.get('/samples', adminsOnly, async (): Promise<SampleContentStatus> => samples.status());

    app.post('/samples/remove', adminsOnly, async (request): Promise<SampleChangeAnswer> => ({
      changed: samples.remove(request.staff.actor),
      status: samples.status(),
    }));

    app.post('/samples/restore', adminsOnly, async (request): Promise<SampleChangeAnswer> => ({
      changed: samples.restore(request.staff.actor),
      status: samples.status(),
    }));
  };
