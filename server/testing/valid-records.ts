import { careerChoices } from '../../schemas/options';
import { careerTable, type CareerRecord } from '../../schemas/career-application';
import { callbackTable } from '../../schemas/callback-request';
import { meetingTable } from '../../schemas/meeting';
import { teamTable } from '../../schemas/team-member';
import { sampleTeam } from '../team/sample-team';
import { callback, meeting } from './sample-records';

const attachment = (name: string) => [{ url: `https://files.example.com/${name}`, filename: name }];

export const career = (): CareerRecord => ({
  'First Name': 'Asha',
  'Last Name': 'Gurung',
  'Marital Status': careerChoices['Marital Status'][1],
  City: careerChoices.City[0],
  Gender: careerChoices.Gender[1],
  'Name of School/University': 'Tribhuvan University',
  'Highest Education': careerChoices['Highest Education'][2],
  'Passed Year': '2020',
  "Father's Name": 'Hari Gurung',
  'Phone Number': '9812345678',
  'Current Employment Status': careerChoices['Current Employment Status'][0],
  'Employment Type': careerChoices['Employment Type'][1],
  'Expected Monthly Salary': careerChoices['Expected Monthly Salary'][0],
  'Duty Hours': careerChoices['Duty Hours'][0],
  'Resume/CV': attachment('cv.pdf'),
  'Cover Letter': attachment('letter.pdf'),
  Headshot: attachment('me.jpg'),
  Citizenship: attachment('citizenship.png'),
});

/** One valid record per table, the starting point for hostile variations. */
export const validRecords: Record<string, () => Record<string, unknown>> = {
  [callbackTable]: () => callback(1),
  [meetingTable]: meeting,
  [careerTable]: career,
  [teamTable]: () => ({ ...sampleTeam[0] }),
};
