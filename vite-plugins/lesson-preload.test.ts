// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { policyFor } from './csp';
import { SHELL_BOOT } from './app-shell';
import { lessonFiles, preloadScript, type ChunkFacts } from './lesson-preload';

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  css: string[] = [],
) => ({ fileName, facadeModuleId: facade, imports, isEntry: false, css }) satisfies ChunkFacts;

// A bundle shaped like the app's: the entry, two lessons sharing a chart, one lesson (ogd) whose
// page is a thin wrapper around another chunk, and the kit's shared parts.
const entry = { ...chunk('assets/index.js', '/r/index.html'), isEntry: true };
const bundle: ChunkFacts[] = [
  entry,
  chunk('assets/Chart.js', null, ['assets/index.js']),
  chunk('assets/ExpertsLesson.js', '/r/app/lessons/experts/ExpertsLesson.tsx', [
    'assets/index.js',
    'assets/Chart.js',
    'assets/experts-narrative.js',
  ]),
  chunk('assets/experts-narrative.js', '/r/app/lessons/experts/narrative.ts'),
  chunk('assets/OcoLesson.js', null, ['assets/index.js', 'assets/Chart.js'], ['assets/Oco.css']),
  chunk('assets/OgdLesson.js', '/r/app/lessons/ogd/OgdLesson.tsx', ['assets/OcoLesson.js']),
  chunk('assets/lecture.js', '/r/app/lessons/kit/lecture.ts', ['assets/index.js']),
];

describe('lessonFiles', () => {
  it('lists each lesson page with what it imports, transitively, stylesheets too, never the entry', () => {
    expect(lessonFiles(bundle)).toEqual({
      experts: ['assets/Chart.js', 'assets/ExpertsLesson.js', 'assets/experts-narrative.js'],
      ogd: ['assets/Chart.js', 'assets/Oco.css', 'assets/OcoLesson.js', 'assets/OgdLesson.js'],
    });
  });

  it('survives an import cycle and a file missing from the bundle', () => {
    const cyclic = [
      entry,
      chunk('assets/A.js', '/r/app/lessons/a/ALesson.tsx', ['assets/B.js', 'assets/gone.js']),
      chunk('assets/B.js', null, ['assets/A.js']),
    ];
    expect(lessonFiles(cyclic)).toEqual({ a: ['assets/A.js', 'assets/B.js'] });
  });
});

describe('preloadScript', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  const run = (search: string): HTMLLinkElement[] => {
    window.history.replaceState(null, '', `/${search}`);
    vi.useFakeTimers();
    try {
      // The script runs as the page would run it: its text, evaluated as is.
      new Function(preloadScript(lessonFiles(bundle), '/base/'))();
      // Nothing until the shell has asked for the page's own script, and then not in the
      // shell's task: the links come one per task.
      const count = (): number => document.head.querySelectorAll('link').length;
      expect(vi.getTimerCount()).toBe(0);
      document.dispatchEvent(new Event(SHELL_BOOT.boot.event));
      expect(count()).toBe(0);
      while (vi.getTimerCount() > 0) {
        const before = count();
        vi.advanceTimersToNextTimer();
        expect(count() - before).toBeLessThanOrEqual(1);
      }
    } finally {
      vi.useRealTimers();
    }
    return [...document.head.querySelectorAll('link')];
  };

  it('asks for the lesson’s scripts as low-priority module preloads, its stylesheet as a preload', () => {
    const links = run('?lesson=ogd&t=40');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/base/assets/Chart.js',
      '/base/assets/Oco.css',
      '/base/assets/OcoLesson.js',
      '/base/assets/OgdLesson.js',
    ]);
    const [chart, css] = links;
    expect([chart?.rel, chart?.crossOrigin, chart?.getAttribute('fetchpriority')]).toEqual([
      'modulepreload',
      '',
      'low',
    ]);
    expect([css?.rel, css?.getAttribute('as'), css?.crossOrigin]).toEqual(['preload', 'style', '']);
  });

  it('adds each next link as a user-blocking task where the browser has a scheduler', () => {
    const priorities: unknown[] = [];
    const queue: (() => void)[] = [];
    const g = globalThis as unknown as { scheduler?: unknown };
    g.scheduler = {
      postTask(task: () => void, options: { priority?: string }) {
        priorities.push(options.priority);
        queue.push(task);
      },
    };
    try {
      window.history.replaceState(null, '', '/?lesson=ogd');
      new Function(preloadScript(lessonFiles(bundle), '/'))();
      expect(queue).toHaveLength(0);
      document.dispatchEvent(new Event(SHELL_BOOT.boot.event));
      // Once only: the shell tells the page once, and a second event asks for nothing more.
      document.dispatchEvent(new Event(SHELL_BOOT.boot.event));
      expect(document.head.querySelectorAll('link')).toHaveLength(0);
      for (let added = 1; queue.length > 0; added++) {
        queue.shift()?.();
        expect(document.head.querySelectorAll('link').length).toBe(Math.min(added, 4));
      }
      // Four links, and the task after the last finds nothing left to add.
      expect(priorities).toEqual(Array(5).fill('user-blocking'));
    } finally {
      delete g.scheduler;
    }
  });

  it('asks for nothing on the contents page, the first lesson, or a lesson that does not exist', () => {
    for (const search of [
      '',
      '?theme=dark',
      '?lesson=perceptron',
      '?lesson=__proto__',
      '?lesson=toString',
    ])
      expect(run(search)).toEqual([]);
  });
});

describe('policyFor', () => {
  it('allows each inline script by the SHA-256 of its exact text, and no other inline script', async () => {
    const body = preloadScript(lessonFiles(bundle), '/');
    const page = `<head><script type="module" src="/assets/index.js"></script><script>${body}</script></head>`;
    // A second implementation of the hash: the browser's WebCrypto, not Node's crypto module.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
    const b64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    const scriptSrc = policyFor(page)
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${b64}'`);
    expect(policyFor('<head></head>')).toContain("script-src 'self';");
  });
});
