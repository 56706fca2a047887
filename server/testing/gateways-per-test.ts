import { afterEach } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway';

/** Starts test gateways that are closed after each test; `closeAll` closes them sooner. */
export function gatewaysPerTest() {
  const running: TestGateway[] = [];
  const closeAll = async () => {
    await Promise.all(running.splice(0).map((gateway) => gateway.close()));
  };
  afterEach(closeAll);
  const start = async (env: Record<string, string> = {}) => {
    const gateway = await startTestGateway(env);
    running.push(gateway);
    return gateway;
  };
  return { start, closeAll };
}
