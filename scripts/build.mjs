// Production build: the client bundle, a server bundle of the same app, then every route
// prerendered to static HTML (scripts/prerender.mjs) and precompressed.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const vite = ['node_modules/vite/bin/vite.js'];
const run = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
rmSync('dist-ssr', { recursive: true, force: true });
run([...vite, 'build', '--logLevel', 'warn']);
execFileSync(process.execPath, [...vite, 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, STAFF_BUILD: '1' },
});
run([...vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn']);
run(['scripts/prerender.mjs']);
