import { FaultProxy } from './fault-proxy';
import { startTestGateway, type TestGateway } from './test-gateway';

export const UPSTREAM_TOKEN = 'upstream-secret-token-0123456789';
/** The upstream tables' submission-id field, for a mirror that upserts (`SUBMISSION_ID_FIELD`). */
export const SUBMISSION_FIELD = 'SubmissionId';

export interface Upstream {
  /** A local gateway standing in for the hosted services, with the submission-id field. */
  upstream: TestGateway;
  /** In front of it: records calls, injects faults, refuses connections. */
  proxy: FaultProxy;
  close(): Promise<void>;
}

/** The hosted table (a local gateway that upserts on `SUBMISSION_FIELD`) behind a fault proxy. */
export async function startUpstream(): Promise<Upstream> {
  const upstream = await startTestGateway({ STAFF_TOKEN: UPSTREAM_TOKEN, SUBMISSION_ID_FIELD: SUBMISSION_FIELD });
  const proxy = new FaultProxy(upstream.url);
  await proxy.listen();
  return {
    upstream,
    proxy,
    async close() {
      await proxy.close();
      await upstream.close();
    },
  };
}

export interface MirrorRig {
  /** A local gateway standing in for the hosted services. */
  upstream: TestGateway;
  /** Between the mirrored gateway and the upstream's table API: records calls, injects faults. */
  proxy: FaultProxy;
  mirrored: TestGateway;
  close(): Promise<void>;
}

/** A gateway mirrored to a local upstream, its table calls passing through a fault proxy. */
export async function startMirrorRig(env: Record<string, string> = {}): Promise<MirrorRig> {
  const upstream = await startTestGateway({ STAFF_TOKEN: UPSTREAM_TOKEN });
  const proxy = new FaultProxy(upstream.url);
  await proxy.listen();
  const mirrored = await startTestGateway({
    UPSTREAM_TABLE_URL: proxy.url,
    UPSTREAM_TOKEN,
    ...env,
  });
  return {
    upstream,
    proxy,
    mirrored,
    async close() {
      await mirrored.close();
      await proxy.close();
      await upstream.close();
    },
  };
}
