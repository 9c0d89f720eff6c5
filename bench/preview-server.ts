import { spawn, type ChildProcess } from 'node:child_process';

/** `vite preview` of the built app, for the browser bench: started, awaited and stopped. */

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Serves `dist`, or the build in $BENCH_DIST (an unminified build to trace, say). */
export function startServer(port: number, outDir = process.env.BENCH_DIST): ChildProcess {
  const dir = outDir ? ['--outDir', outDir] : [];
  // Its own process group, so stopping it also stops the node process npx starts.
  const child = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', ...dir],
    { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  child.stdout?.resume();
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
  return child;
}

export function stopServer(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export async function waitForServer(
  child: ChildProcess,
  origin: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `vite preview exited with code ${child.exitCode} (is ${origin}'s port taken?)`,
      );
    }
    try {
      const res = await fetch(origin);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`vite preview did not answer on ${origin} within ${timeoutMs / 1000} s`);
}
