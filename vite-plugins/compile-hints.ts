import type { Plugin } from 'vite';
import { lessonFiles, type ChunkFacts } from './lesson-preload';

/**
 * V8's explicit compile hint (Chrome 136 on): a file that starts with it has every function
 * compiled when the file is, off the main thread while it streams in, instead of each function on
 * its first call, on the main thread. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The module every lesson imports on demand as it opens: its proof's panel. */
const OPENING = /\/app\/panels\/TheoremPanel\.tsx$/;

/**
 * The chunks whose code runs while a lesson opens: the entry, each lesson page's own files, and
 * the proof's panel. What loads on demand later (the share dialog, the contents page, KaTeX in
 * the page where no worker typesets) keeps V8's lazy compilation.
 */
export function hintedChunks(chunks: readonly ChunkFacts[]): string[] {
  const out = new Set<string>();
  for (const c of chunks)
    if (c.isEntry || (c.facadeModuleId !== null && OPENING.test(c.facadeModuleId)))
      out.add(c.fileName);
  for (const files of Object.values(lessonFiles(chunks)))
    for (const f of files) if (f.endsWith('.js')) out.add(f);
  return [...out].sort();
}

/**
 * Puts the compile hint at the top of the chunks a lesson runs as it opens. Without it, the task
 * that first draws a lesson spent about half its time compiling the lesson's functions (50–80 ms
 * of a 100–120 ms task at 4× CPU throttle).
 */
export function compileHints(): Plugin {
  return {
    name: 'hindsight-compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last: Vite's preload helper (`__vite__mapDeps`) is put at the top of a chunk in this hook,
    // and the hint must come before it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) =>
          c.type === 'chunk' ? [{ ...c, css: [] as string[] }] : [],
        );
        for (const file of hintedChunks(chunks)) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT))
            chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
