import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const unit = 'deploy/ims-gateway.service';
const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

describe('the systemd unit', () => {
  it.skipIf(!systemdAnalyze)('passes systemd-analyze verify (skipped: systemd-analyze is not installed)', () => {
    const verified = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    expect(verified.stderr + verified.stdout).toBe('');
    expect(verified.status).toBe(0);
  });

  it('runs as its own user on a read-only system, writing only the data and backup folders', () => {
    const settings = readFileSync(unit, 'utf8')
      .split('\n')
      .filter((line) => /^\w+=/.test(line));
    for (const line of [
      'User=ims-gateway',
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'ReadWritePaths=/var/lib/ims-gateway /var/backups/ims-gateway',
      'CapabilityBoundingSet=',
      'PrivateTmp=yes',
    ])
      expect(settings).toContain(line);
    expect(settings.filter((line) => line.startsWith('ReadWritePaths='))).toHaveLength(1);
    expect(settings.join('\n')).toMatch(/^Environment=.*TRUST_PROXY=1/m);
    // Metrics on their own loopback port, never through nginx.
    expect(settings.join('\n')).toMatch(/^Environment=.*METRICS_PORT=9464/m);
    expect(settings.join('\n')).toMatch(/^Environment=.*DATA_DIR=\/var\/lib\/ims-gateway /m);
  });
});

describe('the template unit for several gateways on one PostgreSQL', () => {
  const template = 'deploy/ims-gateway@.service';
  const settingsOf = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^\w+=/.test(line));

  it.skipIf(!systemdAnalyze)('passes systemd-analyze verify as an instance (ims-gateway@8081)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'units-'));
    copyFileSync(template, join(folder, 'ims-gateway@.service'));
    symlinkSync('ims-gateway@.service', join(folder, 'ims-gateway@8081.service'));
    const verified = spawnSync('systemd-analyze', ['verify', join(folder, 'ims-gateway@8081.service')], {
      encoding: 'utf8',
    });
    expect(verified.stderr + verified.stdout).toBe('');
    expect(verified.status).toBe(0);
  });

  it('keeps every line of the one-gateway unit’s sandbox, each instance on its own port and data folder', () => {
    const single = settingsOf(unit);
    const instance = settingsOf(template);
    const differs = /^(Description|After|Environment|EnvironmentFile|ReadWritePaths)=/;
    expect(single.filter((line) => !differs.test(line) && !instance.includes(line))).toEqual([]);
    expect(instance.join('\n')).toMatch(/^Environment=.*PORT=%i /m);
    expect(instance.join('\n')).toMatch(/^Environment=.*DATA_DIR=\/var\/lib\/ims-gateway\/%i /m);
    expect(instance).toContain('ReadWritePaths=/var/lib/ims-gateway/%i /var/backups/ims-gateway');
    // The database's address and the shared staff token come from the one file all instances read.
    expect(instance).toContain('EnvironmentFile=/etc/ims-gateway/env');
  });

  it.skipIf(!systemdAnalyze)('health-checks the gateways every 5 s with deploy/upstream-health.sh', () => {
    const folder = mkdtempSync(join(tmpdir(), 'units-'));
    for (const name of ['ims-upstream-health.service', 'ims-upstream-health.timer'])
      writeFileSync(
        join(folder, name),
        readFileSync(`deploy/${name}`, 'utf8').replaceAll('/opt/ims-gateway', resolve('.')),
      );
    const verified = spawnSync('systemd-analyze', ['verify', join(folder, 'ims-upstream-health.timer')], {
      encoding: 'utf8',
    });
    expect(verified.stderr + verified.stdout).toBe('');
    expect(readFileSync('deploy/ims-upstream-health.timer', 'utf8')).toMatch(/^OnUnitActiveSec=5s$/m);
  });
});
