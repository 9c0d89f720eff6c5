import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHints, hintedChunks } from './compile-hints';
import type { ChunkFacts } from './lesson-preload';

const chunk = (fileName: string, facade: string | null, imports: string[] = []): ChunkFacts => ({
  fileName,
  facadeModuleId: facade,
  imports,
  isEntry: false,
  css: [],
});

// A bundle shaped like the app's: the entry, a lesson with a chart it shares, the proof's panel,
// and what loads only when asked for (the share dialog, the in-page KaTeX).
const bundle: ChunkFacts[] = [
  { ...chunk('assets/index.js', '/r/index.html'), isEntry: true },
  chunk('assets/Chart.js', null, ['assets/index.js']),
  chunk('assets/ExpertsLesson.js', '/r/app/lessons/experts/ExpertsLesson.tsx', [
    'assets/index.js',
    'assets/Chart.js',
  ]),
  chunk('assets/TheoremPanel.js', '/r/app/panels/TheoremPanel.tsx', ['assets/index.js']),
  chunk('assets/ShareDialog.js', '/r/app/ui/ShareDialog.tsx', ['assets/index.js']),
  chunk('assets/katex-render.js', '/r/app/panels/katex-render.ts'),
];

describe('hintedChunks', () => {
  it('names what runs as a lesson opens, and nothing loaded later', () => {
    expect(hintedChunks(bundle)).toEqual([
      'assets/Chart.js',
      'assets/ExpertsLesson.js',
      'assets/TheoremPanel.js',
      'assets/index.js',
    ]);
  });
});

describe('compileHints', () => {
  it('puts the hint first in those chunks, once, before Vite’s preload helper', () => {
    const out = Object.fromEntries(
      bundle.map((c) => [
        c.fileName,
        { ...c, type: 'chunk', code: `const __vite__mapDeps=0;// ${c.fileName}\n` },
      ]),
    ) as unknown as Rollup.OutputBundle;
    const hook = compileHints().generateBundle as unknown as {
      handler: (o: unknown, b: Rollup.OutputBundle) => void;
    };
    hook.handler({}, out);
    hook.handler({}, out);
    const code = (file: string): string => (out[file] as unknown as { code: string }).code;
    expect(code('assets/index.js')).toBe(
      `${COMPILE_HINT}const __vite__mapDeps=0;// assets/index.js\n`,
    );
    expect(code('assets/TheoremPanel.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(code('assets/ShareDialog.js').startsWith('const __vite__mapDeps')).toBe(true);
    expect(code('assets/katex-render.js')).not.toContain('allFunctionsCalledOnLoad');
  });
});
