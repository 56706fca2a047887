import { afterAll, describe, expect, it } from 'vitest';
import { teamMemberView } from '../../schemas/staff-api';
import { teamTable } from '../../schemas/team-member';
import { startMirrorRig } from '../testing/mirror-rig';
import { signInAs } from '../testing/staff-test-client';
import { startTestGateway } from '../testing/test-gateway';
import { sampleTeam } from './sample-team';

const publicRecords = async (url: string) =>
  ((await (await fetch(url)).json()).records as { fields: Record<string, unknown> }[]).map((record) => record.fields);

describe('the Team in Nepali', () => {
  const local = startTestGateway();
  afterAll(async () => (await local).close());

  it('ships with every sample member in Nepali too, and the public read gives those fields', async () => {
    for (const member of sampleTeam) {
      for (const field of ['NameNe', 'RoleNe', 'AboutNe'] as const)
        expect(member[field], `${member.Name} ${field}`).toMatch(/[\u0900-\u097F]/);
      expect(member.AboutNe!.split('\n')).toHaveLength(member.About!.split('\n').length);
    }
    const gateway = await local;
    const fields = await publicRecords(gateway.table(teamTable));
    expect(fields.map((f) => f.NameNe).sort()).toEqual(sampleTeam.map((m) => m.NameNe).sort());
  });

  it('staff set, clear and are refused an over-long Nepali field with its name', async () => {
    const gateway = await local;
    const staff = await signInAs(gateway, 'editor@example.com', 'staff');
    const [first] = (await (await staff.call('GET', '/team')).json()).items as { id: string }[];
    const changed = teamMemberView.parse(
      await (await staff.call('PATCH', `/team/${first.id}`, { RoleNe: 'प्रबन्ध निर्देशक', AboutNe: '' })).json(),
    );
    expect(changed.fields.RoleNe).toBe('प्रबन्ध निर्देशक');
    expect(changed.fields).not.toHaveProperty('AboutNe');
    const member = (await publicRecords(gateway.table(teamTable))).find((f) => f.RoleNe === 'प्रबन्ध निर्देशक');
    expect(member).toBeDefined();
    expect(member).not.toHaveProperty('AboutNe');
    const long = await staff.call('PATCH', `/team/${first.id}`, { NameNe: 'न'.repeat(101) });
    expect(long.status).toBe(422);
    expect((await long.json()).error.message).toContain('NameNe');
  });

  it('with the hosted table as a mirror the Nepali fields are optional extra columns of the hosted table', async () => {
    const rig = await startMirrorRig({ TEAM_CACHE_MS: '600000' });
    try {
      const english = {
        Name: 'Sita Karki',
        Role: 'Head of Consulting',
        Image: [{ url: 'https://dl.example/s.jpg' }],
        order: 1,
      };
      const nepali = {
        ...english,
        Name: 'Bikash Rai',
        order: 2,
        NameNe: 'बिकाश राई',
        RoleNe: 'इन्जिनियर',
        AboutNe: 'वेब।',
      };
      rig.proxy.inject({
        status: 200,
        body: {
          records: [
            { id: 'recAAAAAAAAAAAAAA', createdTime: '2026-01-01T00:00:00.000Z', fields: english },
            {
              id: 'recBBBBBBBBBBBBBB',
              createdTime: '2026-01-01T00:00:00.000Z',
              fields: { ...nepali, 'Private Phone': '1' },
            },
          ],
        },
      });
      expect(await publicRecords(rig.mirrored.table(teamTable))).toEqual([english, nepali]);
    } finally {
      await rig.close();
    }
  });
});
