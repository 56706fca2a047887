import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    staffToken: string;
  }
}

let gateway: RunningGateway | undefined;

/** One gateway serving the production build for every browser test. */
export async function setup(project: TestProject) {
  if (!existsSync('dist/index.html'))
    throw new Error('Browser tests need the production build: run `npm run build` first.');
  gateway = await startGateway();
  project.provide('baseURL', gateway.url);
  project.provide('staffToken', gateway.staffToken);
}

export async function teardown() {
  await gateway?.stop();
}
