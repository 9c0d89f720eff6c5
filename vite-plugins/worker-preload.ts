import { posix } from 'node:path';
import type { Plugin } from 'vite';

/** What the rewrite needs of a built chunk. */
export interface WorkerChunk {
  fileName: string;
  code: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** The chunks `file` imports statically, transitively, without `file` itself. */
export function staticClosure(byFile: ReadonlyMap<string, WorkerChunk>, file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string): void => {
    for (const i of byFile.get(f)?.imports ?? []) {
      if (seen.has(i)) continue;
      seen.add(i);
      visit(i);
    }
  };
  visit(file);
  seen.delete(file);
  return seen;
}

const relative = (from: string, to: string): string => {
  const r = posix.relative(posix.dirname(from), to);
  return r.startsWith('.') ? r : `./${r}`;
};

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A chunk's code with each dynamic import of a chunk that has static imports of its own turned
 * into imports of all of them at once: `import("./oco.js")` becomes
 * `(import("./run.js").catch(()=>{}),…,import("./oco.js"))`. A worker has no document, so no
 * modulepreload: without this, it learns of oco's imports only once oco has arrived, one round
 * trip after it, and a lesson's first round waited for a chain of four requests. What the
 * importing chunk has loaded already is left out. A failed early import is caught: the chunk's
 * own import fails too, and says so.
 */
export function preloadDynamicImports(
  chunk: WorkerChunk,
  byFile: ReadonlyMap<string, WorkerChunk>,
): string {
  const loaded = staticClosure(byFile, chunk.fileName);
  loaded.add(chunk.fileName);
  let code = chunk.code;
  for (const target of chunk.dynamicImports) {
    const deps = [...staticClosure(byFile, target)].filter((d) => !loaded.has(d)).sort();
    if (deps.length === 0) continue;
    const spec = relative(chunk.fileName, target);
    const early = deps.map(
      (d) => `import(${JSON.stringify(relative(chunk.fileName, d))}).catch(()=>{})`,
    );
    const pattern = new RegExp(`import\\((["'\`])${escape(spec)}\\1\\)`, 'g');
    code = code.replace(pattern, (call) => `(${early.join(',')},${call})`);
  }
  return code;
}

/**
 * For the workers' builds (`worker.plugins`): see preloadDynamicImports. Runs once the chunks'
 * names are final; a chunk's name already changes with those of the chunks it imports.
 */
export function workerPreload(): Plugin {
  return {
    name: 'hindsight-worker-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map<string, WorkerChunk>(chunks.map((c) => [c.fileName, c]));
      for (const chunk of chunks) chunk.code = preloadDynamicImports(chunk, byFile);
    },
  };
}
