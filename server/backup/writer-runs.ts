/** Whether the process `pid` on this machine still runs (gateways run as one user: another's process is not one). */
export function writerRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
