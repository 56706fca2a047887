import { FaultProxy } from './fault-proxy';
import { startTestGateway, type TestGateway } from './test-gateway';

export const UPSTREAM_TOKEN = 'upstream-secret-token-0123456789';

export interface RelayRig {
  /** A local gateway standing in for the hosted services. */
  upstream: TestGateway;
  /** Between the relay and the upstream's table API: records calls, injects faults. */
  proxy: FaultProxy;
  relay: TestGateway;
  close(): Promise<void>;
}

/** A relay-mode gateway whose table calls pass through a fault proxy to a local upstream. */
export async function startRelayRig(env: Record<string, string> = {}): Promise<RelayRig> {
  const upstream = await startTestGateway({ STAFF_TOKEN: UPSTREAM_TOKEN });
  const proxy = new FaultProxy(upstream.url);
  await proxy.listen();
  const relay = await startTestGateway({
    MODE: 'relay',
    UPSTREAM_TABLE_URL: proxy.url,
    UPSTREAM_TOKEN,
    UPSTREAM_UPLOAD_URL: `${upstream.url}/v1_1/local`,
    ...env,
  });
  return {
    upstream,
    proxy,
    relay,
    async close() {
      await relay.close();
      await proxy.close();
      await upstream.close();
    },
  };
}
