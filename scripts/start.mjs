// Builds the site when dist/ is missing or older than its sources, then runs the gateway.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtAt = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

const built = builtAt(join(root, 'dist', 'index.html'));
const sources = ['src', 'schemas', 'public', 'index.html'].map((path) => newestChange(join(root, path)));
if (built === 0 || sources.some((changed) => changed > built)) {
  console.log(
    built === 0 ? 'No build found: building the site first.' : 'The build is older than its sources: rebuilding.',
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const envFile = existsSync(join(root, '.env')) ? ['--env-file=.env'] : [];
const gateway = spawn(process.execPath, [...envFile, '--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, HOST: process.env.HOST || '127.0.0.1', PORT: process.env.PORT || '8080' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
