import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { teamTable } from '../../schemas/team-member';
import { RateWindow } from '../mirror/rate-window';
import type { FaultProxy } from '../testing/fault-proxy';
import { startMirrorRig, type MirrorRig } from '../testing/mirror-rig';
import type { TestGateway } from '../testing/test-gateway';

let upstream: TestGateway;
let proxy: FaultProxy;
let mirrored: TestGateway;
let rig: MirrorRig;

beforeEach(async () => {
  rig = await startMirrorRig({ TEAM_CACHE_MS: '600000' });
  ({ upstream, proxy, mirrored } = rig);
});
afterEach(() => rig.close());

const teamReads = () => proxy.calls.filter((call) => call.method === 'GET' && call.path.includes('/Team'));
const names = async (response: Response) =>
  ((await response.json()).records as { fields: { Name: string } }[]).map((record) => record.fields.Name);

describe('finding 2: anonymous Team reads with the hosted table as a mirror', () => {
  it('cost one upstream call however the query varies; paging and sorting are applied locally', async () => {
    const all = await names(await fetch(`${upstream.table(teamTable)}?sort%5B0%5D%5Bfield%5D=order`));
    expect(all).toHaveLength(7);
    for (let n = 1; n <= 60; n++) {
      const response = await fetch(`${mirrored.table(teamTable)}?maxRecords=${n}&sort%5B0%5D%5Bfield%5D=order`);
      expect(response.status).toBe(200);
      expect(await names(response)).toEqual(all.slice(0, n));
    }
    const byNameDesc = await fetch(
      `${mirrored.table(teamTable)}?sort%5B0%5D%5Bfield%5D=Name&sort%5B0%5D%5Bdirection%5D=desc&pageSize=3`,
    );
    const firstPage = await byNameDesc.json();
    expect(firstPage.records.map((record: { fields: { Name: string } }) => record.fields.Name)).toEqual(
      [...all].sort().reverse().slice(0, 3),
    );
    const second = await fetch(
      `${mirrored.table(teamTable)}?sort%5B0%5D%5Bfield%5D=Name&sort%5B0%5D%5Bdirection%5D=desc&pageSize=3&offset=${encodeURIComponent(firstPage.offset)}`,
    );
    expect(await names(second)).toEqual([...all].sort().reverse().slice(3, 6));
    expect(teamReads()).toHaveLength(1);
  });

  it('are served after waiting submission deliveries in the upstream rate window', async () => {
    const window = new RateWindow(1);
    const answered = await window.acquire('delivery');
    const order: string[] = [];
    const refresh = window.acquire('background').then((release) => (order.push('team refresh'), release()));
    const delivery = window.acquire('delivery').then((release) => (order.push('delivery'), release()));
    answered();
    await Promise.all([refresh, delivery]);
    expect(order).toEqual(['delivery', 'team refresh']);
  });
});

describe('finding 16: mirrored Team reads', () => {
  it('answer only the Team fields of the spec, whatever other columns the upstream table has', async () => {
    const member = {
      Name: 'Sita Karki',
      Role: 'Head of Consulting',
      Image: [{ url: 'https://dl.airtable.example/sita.jpg' }],
      About: 'Leads consulting.',
      XLink: 'https://x.com/sita',
      LinkedInLink: 'https://www.linkedin.com/in/sita',
      order: 1,
    };
    proxy.inject({
      status: 200,
      body: {
        records: [
          {
            id: 'recAAAAAAAAAAAAAA',
            createdTime: '2026-01-01T00:00:00.000Z',
            fields: { ...member, 'Private Phone': '+977 9812345678', 'HR notes': 'salary 90k' },
          },
        ],
      },
    });
    const response = await fetch(mirrored.table(teamTable));
    expect(await response.json()).toEqual({
      records: [{ id: 'recAAAAAAAAAAAAAA', createdTime: '2026-01-01T00:00:00.000Z', fields: member }],
    });
  });
});
