import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleTeam } from './team/sample-team';
import { folderEnv } from './testing/folder-database';
import { formulaNote, readInertCsv } from './testing/inert-csv';
import { callback, meeting } from './testing/sample-records';
import { postJson, startTestGateway, tempDir } from './testing/test-gateway';

const records = async (dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'server/records-cli.ts', ...args], {
    env: { ...process.env, ...(await folderEnv(dataDir)) },
    encoding: 'utf8',
  });

describe('records CLI', () => {
  it('replaces the Team from a JSON file, for good', async () => {
    const dataDir = tempDir('records-cli');
    const file = join(dataDir, 'team.json');
    const team = [
      { ...sampleTeam[1], order: 1 },
      { ...sampleTeam[0], order: 2 },
    ];
    writeFileSync(file, JSON.stringify(team));
    expect(await records(dataDir, 'import', 'Team', file)).toContain(`Team replaced with 2 record(s) from ${file}`);

    const gateway = await startTestGateway({ DATA_DIR: dataDir });
    try {
      const body = await (await fetch(`${gateway.table('Team')}?sort%5B0%5D%5Bfield%5D=order`)).json();
      expect(body.records.map((record: { fields: unknown }) => record.fields)).toEqual(team);
    } finally {
      await gateway.close();
    }
  });

  it('lists and exports submissions as CSV', async () => {
    const dataDir = tempDir('records-cli');
    const gateway = await startTestGateway({ DATA_DIR: dataDir });
    const { id } = await (await postJson(gateway.table('Request-Callback'), { fields: callback(1) })).json();
    await gateway.close();

    expect(await records(dataDir, 'list', 'Request-Callback')).toContain(`${id}  ${JSON.stringify(callback(1))}`);
    const file = join(dataDir, 'callbacks.csv');
    await records(dataDir, 'export', 'Request-Callback', '--csv', file);
    const [header, row] = readFileSync(file, 'utf8').split('\r\n');
    expect(header).toBe('id,createdTime,First Name,Last Name,Phone No');
    expect(row).toMatch(new RegExp(`^${id},[^,]+,Sita,Karki b,'\\+977 9810000001$`));
  });

  it('exports a note with line breaks and formulas as one inert row', async () => {
    const dataDir = tempDir('records-cli');
    const gateway = await startTestGateway({ DATA_DIR: dataDir });
    const fields = { ...meeting(), 'Additional Notes': formulaNote };
    expect((await postJson(gateway.table('Meeting'), { fields })).status).toBe(200);
    await gateway.close();

    const file = join(dataDir, 'meetings.csv');
    await records(dataDir, 'export', 'Meeting', '--csv', file);
    readInertCsv(readFileSync(file, 'utf8'), 1);
  });
});
