import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
