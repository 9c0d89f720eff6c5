import type { Plugin } from 'vite';
import { SHELL_BOOT } from './app-shell';

/** What the preload map needs of a built chunk. */
export interface ChunkFacts {
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  isEntry: boolean;
  /** The stylesheets Vite split out of the chunk, which it loads before the chunk resolves. */
  css: readonly string[];
}

// A lesson's page component is app/lessons/<lesson id>/<Name>Lesson.tsx (the registry's
// convention); the shared parts in app/lessons/kit have no such file.
const LESSON_PAGE = /\/app\/lessons\/([a-z0-9-]+)\/[A-Za-z0-9]+Lesson\.tsx$/;

/**
 * For each lesson loaded on demand, the files its page needs: its chunk and every chunk that one
 * imports statically, transitively, without the entry (the page has it already), with their
 * stylesheets. Sorted, so the
 * page (and its CSP hash) is the same from one build to the next.
 */
export function lessonFiles(chunks: readonly ChunkFacts[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const out: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const lesson = chunk.facadeModuleId?.match(LESSON_PAGE)?.[1];
    if (lesson === undefined || chunk.isEntry) continue;
    const files = new Set<string>();
    const visit = (file: string): void => {
      const c = byFile.get(file);
      if (!c || c.isEntry || files.has(file)) return;
      files.add(file);
      for (const css of c.css) files.add(css);
      for (const i of c.imports) visit(i);
    };
    visit(chunk.fileName);
    out[lesson] = [...files].sort();
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The inline script that asks for the lesson's files while the page's own script is still on
 * its way: `?lesson=ogd` adds a modulepreload link for each of ogd's files, starting when the
 * shell has asked for the page's script. Without it, those requests wait until the page's script
 * has arrived, been compiled and run React's first render.
 *
 * The links are added one per task, after the parser's. Adding a module preload costs the page
 * 0.1-9 ms at 4× CPU throttle (timed around `appendChild`, which starts the request): seven to
 * nine of them put 12-45 ms into the parser's task, often a phone's first task of 50 ms or more,
 * and all in one task of their own after it made that task 50-98 ms in some loads. One per task,
 * as user-blocking tasks, they come within 50 ms of each other, before the page's script runs.
 */
export function preloadScript(files: Record<string, string[]>, base: string): string {
  return (
    `(()=>{const f=${JSON.stringify(files)};` +
    `const l=new URLSearchParams(location.search).get("lesson");` +
    `if(l===null||!Object.hasOwn(f,l))return;` +
    // Each next link as a user-blocking task where the browser has a scheduler: queued behind the
    // page's other tasks (a timer's), the last links came 300-500 ms after the first, after the
    // app's first render had asked for the same files again.
    `const s=globalThis.scheduler,post=s&&s.postTask?(t)=>s.postTask(t,{priority:"user-blocking"}):(t)=>setTimeout(t);` +
    `let i=0;const next=()=>{const n=f[l][i++];if(n===undefined)return;const e=document.createElement("link");` +
    // A stylesheet is only fetched here: the lesson's import adds it to the page, and waits
    // for it, as it always did. A preload serves only a fetch of the same mode, and both the
    // entry's script tag and the stylesheet link Vite's import adds are crossorigin: without it
    // here, the browser fetched the lesson's stylesheet twice.
    `e.crossOrigin="";` +
    `if(n.endsWith(".css")){e.rel="preload";e.setAttribute("as","style")}` +
    `else e.rel="modulepreload";` +
    // Low priority: the page's own script, which paints first, keeps the bandwidth it needs.
    `e.setAttribute("fetchpriority","low");` +
    `e.href=${JSON.stringify(base)}+n;document.head.appendChild(e);post(next)};` +
    // Once the shell has asked for the page's own script (app-shell.ts), which comes first: the
    // lesson's files are compiled as they arrive, off the main thread but on the same cores.
    `document.addEventListener(${JSON.stringify(SHELL_BOOT.boot.event)},()=>post(next),{once:true})})()`
  );
}

/**
 * Adds the preload script to the built page. It must run before csp(): that plugin hashes the
 * page's inline scripts into `script-src`.
 */
export function lessonPreload(): Plugin {
  let base = '/';
  return {
    name: 'hindsight-lesson-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const chunks = Object.values(ctx.bundle).flatMap((c) =>
          c.type === 'chunk' ? [{ ...c, css: [...(c.viteMetadata?.importedCss ?? [])] }] : [],
        );
        const files = lessonFiles(chunks);
        if (Object.keys(files).length === 0) return;
        return [{ tag: 'script', children: preloadScript(files, base), injectTo: 'head' }];
      },
    },
  };
}
