import { http, HttpResponse } from 'msw';
import type { TeamMember } from '@schemas/team-member';
import { tablePath } from './record-create-handler';

export const teamRecords: { id: string; createdTime: string; fields: TeamMember }[] = [
  {
    id: 'recTeam000000002',
    createdTime: '2024-01-02T00:00:00.000Z',
    fields: {
      Name: 'Sita Sharma',
      Role: 'Lead Developer',
      Image: [{ url: 'https://files.test/sita.jpg' }],
      XLink: '#',
      LinkedInLink: 'https://www.linkedin.com/in/sita',
      order: 2,
    },
  },
  {
    id: 'recTeam000000001',
    createdTime: '2024-01-01T00:00:00.000Z',
    fields: {
      Name: 'Ram Thapa',
      Role: 'Founder & CEO',
      Image: [{ url: 'https://files.test/ram.jpg' }],
      About: 'Ram founded the company in 2018.\nHe leads our consulting work.',
      XLink: 'https://x.com/ram',
      LinkedInLink: 'https://www.linkedin.com/in/ram',
      order: 1,
    },
  },
  {
    id: 'recTeam000000003',
    createdTime: '2024-01-03T00:00:00.000Z',
    fields: { Name: 'Gita Rai', Role: 'Designer', Image: [{ url: 'https://files.test/gita.jpg' }], order: 3 },
  },
];

/** The Team table; `status` other than 200 makes the read fail. */
export function teamHandler({ status = 200, records = teamRecords } = {}) {
  let calls = 0;
  const handler = http.get(tablePath('Team'), () => {
    calls += 1;
    if (status !== 200)
      return HttpResponse.json({ error: { type: 'TEST_FAILURE', message: 'Refused by the test' } }, { status });
    return HttpResponse.json({ records });
  });
  return { handler, calls: () => calls };
}
