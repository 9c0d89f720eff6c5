import { describe, expect, it } from 'vitest';
import { preloadDynamicImports, staticClosure, type WorkerChunk } from './worker-preload';

const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  code = '',
): WorkerChunk => ({ fileName, imports, dynamicImports, code });

/** The worker's bundle as the build makes it: the entry imports oco and its view on demand. */
function bundle(entryCode: string): Map<string, WorkerChunk> {
  const chunks = [
    chunk(
      'assets/engine.worker-A.js',
      ['assets/rng-B.js'],
      ['assets/oco-C.js', 'assets/view-D.js'],
      entryCode,
    ),
    chunk('assets/rng-B.js'),
    chunk('assets/oco-C.js', ['assets/engine.worker-A.js', 'assets/run-E.js', 'assets/rng-B.js']),
    chunk('assets/run-E.js', ['assets/trace-F.js']),
    chunk('assets/trace-F.js'),
    chunk('assets/view-D.js', ['assets/engine.worker-A.js']),
  ];
  return new Map(chunks.map((c) => [c.fileName, c]));
}

describe('staticClosure', () => {
  it('follows static imports transitively, through a cycle, without the chunk itself', () => {
    const b = bundle('');
    expect([...staticClosure(b, 'assets/oco-C.js')].sort()).toEqual([
      'assets/engine.worker-A.js',
      'assets/rng-B.js',
      'assets/run-E.js',
      'assets/trace-F.js',
    ]);
    expect([...staticClosure(b, 'assets/trace-F.js')]).toEqual([]);
    expect([...staticClosure(b, 'assets/missing.js')]).toEqual([]);
  });
});

describe('preloadDynamicImports', () => {
  it("asks for a chunk's imports with it, leaving out what the importer has loaded", () => {
    const b = bundle('const m = await import(`./oco-C.js`);');
    const code = preloadDynamicImports(b.get('assets/engine.worker-A.js')!, b);
    // run and trace (run's own import) come along; rng and the entry are loaded already.
    expect(code).toBe(
      'const m = await (import("./run-E.js").catch(()=>{}),import("./trace-F.js").catch(()=>{}),import(`./oco-C.js`));',
    );
  });

  it('rewrites every call, in either kind of quotes, and leaves a chunk with nothing to add alone', () => {
    const b = bundle('a(import("./oco-C.js"));b(import(\'./oco-C.js\'));c(import(`./view-D.js`));');
    const code = preloadDynamicImports(b.get('assets/engine.worker-A.js')!, b);
    expect(code.match(/import\("\.\/run-E\.js"\)/g)).toHaveLength(2);
    expect(code).toContain('c(import(`./view-D.js`));');
  });

  it('does not touch a name that only starts like the imported one', () => {
    const b = bundle('import(`./oco-C.jsx`);');
    expect(preloadDynamicImports(b.get('assets/engine.worker-A.js')!, b)).toBe(
      'import(`./oco-C.jsx`);',
    );
  });

  it('writes paths relative to the importing chunk', () => {
    const chunks = [
      chunk('w/entry.js', [], ['assets/x.js'], 'import("../assets/x.js")'),
      chunk('assets/x.js', ['assets/y.js']),
      chunk('assets/y.js'),
    ];
    const b = new Map(chunks.map((c) => [c.fileName, c]));
    expect(preloadDynamicImports(b.get('w/entry.js')!, b)).toBe(
      '(import("../assets/y.js").catch(()=>{}),import("../assets/x.js"))',
    );
  });

  it('keeps the value of the import: the module asked for, not a dependency', async () => {
    // The rewritten expression, run with a stand-in for import(): it still yields oco's module.
    const b = bundle('return import(`./oco-C.js`);');
    const code = preloadDynamicImports(b.get('assets/engine.worker-A.js')!, b).replace(
      /import\(/g,
      'load(',
    );
    const asked: string[] = [];
    const load = (spec: string) => {
      asked.push(spec);
      return Promise.resolve({ spec });
    };
    const run = new Function('load', code) as (l: typeof load) => Promise<{ spec: string }>;
    await expect(run(load)).resolves.toEqual({ spec: './oco-C.js' });
    expect(asked).toEqual(['./run-E.js', './trace-F.js', './oco-C.js']);
  });
});
