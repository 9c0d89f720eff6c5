/**
 * The benchmark's clock: this process's CPU time (user + system), in seconds. On a quiet machine
 * it matches wall-clock time for these single-threaded loops; on a busy one it leaves out the time
 * the process waited for a core, which wall-clock time counts and which can swing the same loop by
 * a factor of 5 between two runs. It does count V8's helper threads (concurrent GC), which is work
 * the engine's allocations cause.
 */
export function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
