import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerOpeningListAnswer, careerOpeningView, type CareerOpeningInput } from '../../../schemas/career-opening';
import { contentCli } from '../../testing/content-cli';
import { writeFakeSite } from '../../testing/fake-site';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../../testing/test-gateway';

// Career openings travel with `npm run content` as the other content does (docs/content.md).

const { dist, serverBundle } = writeFakeSite(tempDir('opening-files'));
let first: TestGateway;
let second: TestGateway;
let staff: StaffClient;
let secondStaff: StaffClient;

const content = (gateway: TestGateway, ...args: string[]) => contentCli(gateway.dataDir, ...args);
/** The CLI's exit and its lines on stderr, for an import that is expected to refuse something. */
const refused = (gateway: TestGateway, dir: string) =>
  content(gateway, 'import', dir).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

async function create(input: CareerOpeningInput) {
  const answer = await staff.call('POST', '/content/openings', input);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return careerOpeningView.parse(await answer.json());
}
const openingsOf = async (gateway: TestGateway) => {
  const client = gateway === first ? staff : secondStaff;
  return careerOpeningListAnswer.parse(await (await client.call('GET', '/content/openings')).json()).items;
};
const careerList = async (gateway: TestGateway, path: string) =>
  /<ul class="openings">(.*?)<\/ul>/.exec(await (await fetch(gateway.url + path)).text())?.[1];

beforeAll(async () => {
  const site = { DIST_DIR: dist, SERVER_BUNDLE: serverBundle };
  [first, second] = await Promise.all([startTestGateway(site), startTestGateway(site)]);
  [staff, secondStaff] = await Promise.all([
    signInAs(first, 'hiring@example.com', 'staff'),
    signInAs(second, 'hiring@example.com', 'staff'),
  ]);
});
afterAll(() => Promise.all([first?.close(), second?.close()]));

describe('npm run content: career openings', () => {
  const exported = tempDir('openings-export');
  const folder = tempDir('openings-only');

  // Each `npm run content` is a process of its own: four of them beside other tests on two busy cores.
  it(
    'moves openings, closed ones too, to another machine in their order with their ids, byte-identically',
    { timeout: 240_000 },
    async () => {
      const counsellor = await create({
        title: 'Counsellor (study abroad)',
        titleNe: 'परामर्शदाता (विदेश अध्ययन)',
        description: 'Guide students: choosing a university, “visas” & <forms>.',
        descriptionNe: 'विद्यार्थीलाई विश्वविद्यालय छान्न सघाउनुहोस्।',
        type: 'Full Time',
        location: 'Biratnagar',
        closesOn: '2026-12-31',
        open: true,
      });
      const guard = await create({
        title: 'Night guard',
        titleNe: '',
        description: '',
        descriptionNe: '',
        type: 'Part Time',
        location: 'Itahari',
        closesOn: null,
        open: false,
      });
      expect((await staff.call('PUT', '/content/openings/order', { ids: [guard.id, counsellor.id] })).status).toBe(200);

      await content(first, 'export', exported);
      expect(readFileSync(join(exported, 'openings', `${counsellor.id}.md`), 'utf8')).toBe(
        [
          '---',
          `id: ${counsellor.id}`,
          'title: Counsellor (study abroad)',
          'title_ne: परामर्शदाता (विदेश अध्ययन)',
          'description_ne: विद्यार्थीलाई विश्वविद्यालय छान्न सघाउनुहोस्।',
          'type: Full Time',
          'location: Biratnagar',
          'closes_on: 2026-12-31',
          'open: true',
          'order: 2',
          '---',
          '',
          'Guide students: choosing a university, “visas” & <forms>.',
          '',
        ].join('\n'),
      );
      expect(readFileSync(join(exported, 'openings', `${guard.id}.md`), 'utf8')).toBe(
        [
          '---',
          `id: ${guard.id}`,
          'title: Night guard',
          'type: Part Time',
          'location: Itahari',
          'open: false',
          'order: 1',
          '---',
          '',
          '',
        ].join('\n'),
      );

      cpSync(join(exported, 'openings'), join(folder, 'openings'), { recursive: true });
      const { stdout } = await content(second, 'import', folder);
      expect(stdout).toContain('2 created, 0 updated, 0 unchanged');
      const strip = ({ updatedAt: _updatedAt, ...item }: { updatedAt: string }) => item;
      expect((await openingsOf(second)).map(strip)).toEqual((await openingsOf(first)).map(strip));
      // The running gateway shows the open one at once; the closed one stays off the page.
      expect(await careerList(second, '/career')).toBe(
        `<li id="opening-${counsellor.id}" lang="en">Counsellor (study abroad) · Full Time · 2026-12-31</li>`,
      );

      expect((await content(second, 'import', folder)).stdout).toContain('0 created, 0 updated, 2 unchanged');
      const again = tempDir('openings-export-again');
      await content(second, 'export', again);
      for (const id of [counsellor.id, guard.id])
        expect(readFileSync(join(again, 'openings', `${id}.md`), 'utf8')).toBe(
          readFileSync(join(exported, 'openings', `${id}.md`), 'utf8'),
        );
    },
  );

  it(
    "applies an edited opening at once and refuses a broken rule in the writer's words, keeping what was stored",
    { timeout: 240_000 },
    async () => {
      const [guard] = await openingsOf(second);
      const file = join(folder, 'openings', `${guard.id}.md`);
      const text = readFileSync(file, 'utf8');

      writeFileSync(file, text.replace('open: false', 'open: true\ncloses_on: 2034-01-01'));
      const late = await refused(second, folder);
      expect(late.code).toBe(1);
      expect(late.stderr.split('\n').filter((line) => line.startsWith('Not imported: '))).toEqual([
        `Not imported: openings/${guard.id}.md: closes_on: choose a date up to 2033-12-31`,
      ]);
      writeFileSync(file, text.replace('type: Part Time', 'type: Night shift'));
      expect((await refused(second, folder)).stderr).toContain(
        `Not imported: openings/${guard.id}.md: type: choose one of: Agent, Full Time, Part Time, Internship, Volunteer, Others`,
      );
      expect((await openingsOf(second))[0]).toMatchObject({ title: 'Night guard', open: false, type: 'Part Time' });

      writeFileSync(
        file,
        text.replace('open: false', 'open: true').replace('title: Night guard', 'title: Night guard (hostel)'),
      );
      expect((await content(second, 'import', folder)).stdout).toContain('0 created, 1 updated, 1 unchanged');
      expect(await careerList(second, '/career')).toMatch(
        new RegExp(
          `^<li id="opening-${guard.id}" lang="en">Night guard \\(hostel\\) · Part Time · </li><li id="opening-`,
        ),
      );
    },
  );
});
