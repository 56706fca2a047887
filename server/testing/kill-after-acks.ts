import type { ChildProcess } from 'node:child_process';
import { exited } from './process-output';

/**
 * Runs `writers` loops of `write` against a gateway child process and SIGKILLs it once `killAfter`
 * writes were acknowledged, while the other writers' requests are in flight; resolves once it has
 * exited. `write` answers false when it has nothing left to send; its failure after the kill is the
 * kill's doing, before it the test's.
 */
export async function killAfterAcks(
  child: ChildProcess,
  options: { writers: number; killAfter: number; write: () => Promise<boolean> },
) {
  let acknowledged = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      try {
        if (!(await options.write())) return;
      } catch (error) {
        if (killed) return;
        throw error;
      }
      if (++acknowledged === options.killAfter) killed = child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: options.writers }, writer));
  await exited(child);
}
