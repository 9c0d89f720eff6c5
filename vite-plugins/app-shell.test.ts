// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitionOf, lessonIds } from '../src/scenes/registry';
import { DISPLAY_PARAMS, opensContents } from '../app/store/contents-address';
import { parseParams, themes } from '../app/store/scene-params';
import { FLAG_ON } from '../src/scenes/kit/value-schemas';
import {
  appShell,
  fillShell,
  shellScript,
  SHELL_BOOT,
  shellMarkup,
  SHELL_MARKUP,
  shellScripts,
  takeEntry,
  WARM_FONTS,
  type ShellFacts,
} from './app-shell';

const facts: ShellFacts = {
  titles: Object.fromEntries(lessonIds.map((id) => [id, definitionOf(id).title])),
  themes,
  display: DISPLAY_PARAMS,
  flagOn: FLAG_ON,
  warm: WARM_FONTS,
  ...SHELL_BOOT,
};

/** Frames by hand: what each asked for runs when its frame comes. */
function frames() {
  let queue: (() => void)[] = [];
  return {
    next: (run: () => void) => void queue.push(run),
    /** Runs one frame's callbacks; says how many ran. */
    draw(): number {
      const now = queue;
      queue = [];
      for (const run of now) run();
      return now.length;
    },
  };
}

/** The shell filled, and every frame it asked for drawn. */
function fillAndDraw(search: string): void {
  const f = frames();
  fillShell(document, search, facts, f.next, () => undefined);
  while (f.draw() > 0);
}

/** What the page's head holds of the page's script: [module scripts, module preloads]. */
function scriptsAsked(): [string[], string[]] {
  const srcs = [...document.head.querySelectorAll('script')].map((s) => {
    expect([s.type, s.crossOrigin]).toEqual(['module', '']);
    return s.getAttribute('src') ?? '';
  });
  const links = [...document.head.querySelectorAll('link')].map((l) => {
    expect([l.rel, l.crossOrigin]).toEqual(['modulepreload', '']);
    return l.getAttribute('href') ?? '';
  });
  return [srcs, links];
}

const ENTRY = '/assets/index-a1.js';
const PRELOADS = ['/assets/rt-b2.js', '/assets/vendor-c3.js'];

/** What the app itself makes of an address: its own parser and its own rules (App.tsx). */
function appDecides(search: string) {
  const query = new URLSearchParams(search);
  const contents = opensContents(query);
  query.delete('tour');
  query.delete('stop');
  const { scene } = parseParams(query.entries());
  const title = definitionOf(scene.lesson).title;
  return {
    theme: scene.present ? 'projector' : scene.theme,
    embed: scene.embed,
    present: scene.present,
    headerShown: !scene.embed && !scene.present,
    name: contents ? 'online learning, live' : title,
    title: contents ? 'Hindsight — the course' : `Hindsight — ${title}`,
    loading: contents ? 'Loading the course…' : 'Loading the lesson…',
    loadingShown: true,
  };
}

function shellSays() {
  const html = document.documentElement;
  return {
    theme: html.dataset['theme'],
    embed: html.classList.contains('embed'),
    present: html.classList.contains('present'),
    headerShown: !document.querySelector<HTMLElement>('[data-shell] header')?.hidden,
    name: document.querySelector('[data-shell] .lesson-name')?.textContent,
    title: document.title,
    loading: document.querySelector('[data-shell] main')?.textContent,
    loadingShown: !document.querySelector<HTMLElement>('[data-shell] main')?.hidden,
  };
}

const ADDRESSES = [
  '',
  '?theme=dark',
  '?present=1',
  '?embed=1&theme=projector',
  '?lesson=ogd',
  '?lesson=experts&embed=1',
  '?lesson=ogd&present=true',
  '?lesson=ftl-ftrl&present=yes&theme=dark',
  '?lesson=mindreader&present=0',
  '?lesson=gd-eg&theme=dark',
  '?lesson=nope',
  '?stream=iid&T=50',
  '?embed=',
  '?lesson=boosting&tour=perceptron,experts&stop=2',
  ...lessonIds.map((id) => `?lesson=${id}&t=10`),
];

describe('the app shell', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    document.documentElement.dataset['theme'] = 'light';
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root">${shellMarkup(ENTRY, PRELOADS)}</div>`;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(ADDRESSES)('decides %s as the app does', (search) => {
    fillAndDraw(search);
    expect(shellSays()).toEqual(appDecides(search));
  });

  it('shows its text at once, then a few more fonts a frame from the second frame on', () => {
    const f = frames();
    fillShell(document, '?lesson=ogd', facts, f.next, () => undefined);
    expect(shellSays()).toMatchObject({ headerShown: true, loadingShown: true });
    const line = document.querySelector('[data-shell] > [aria-hidden="true"]') as HTMLElement;
    expect(line.style.visibility).toBe('hidden');
    expect(line.style.position).toBe('absolute');
    // The first frame lays out the shell's own text alone.
    f.draw();
    expect(line.children).toHaveLength(0);
    let drawn = 0;
    while (f.draw() > 0)
      expect(line.children).toHaveLength(
        Math.min((drawn += SHELL_BOOT.warmPerFrame), WARM_FONTS.length),
      );
    const looked = [...line.children].map((span) => {
      const { fontWeight, fontSize } = (span as HTMLElement).style;
      return [fontWeight, fontSize];
    });
    expect(looked).toEqual(WARM_FONTS.map(([w, s]) => [w, s]));
    // Not the shell's own fonts again: its title is 700 and 400 at 1.25rem, its loading line 400.
    expect(looked).not.toContainEqual(['400', '1rem']);
    expect(looked).not.toContainEqual(['700', '1.25rem']);
  });

  it('asks for the page’s script once every font is looked up, and tells the page so', () => {
    const f = frames();
    const timers: [() => void, number][] = [];
    const told: string[] = [];
    const listen = (): number => told.push('boot');
    document.addEventListener(SHELL_BOOT.boot.event, listen);
    try {
      fillShell(document, '?lesson=ogd', facts, f.next, (run, ms) => void timers.push([run, ms]));
      // Frames: the shell's own, ⌈7 / 3⌉ = 3 of fonts, then the one that asks for the script.
      const fontFrames = 1 + Math.ceil(WARM_FONTS.length / SHELL_BOOT.warmPerFrame);
      for (let i = 0; i < fontFrames; i++) {
        f.draw();
        expect(scriptsAsked()).toEqual([[], []]);
      }
      const line = document.querySelector('[data-shell] > [aria-hidden="true"]') as HTMLElement;
      expect(line.children).toHaveLength(WARM_FONTS.length);
      f.draw();
      // The preloads first, so the entry's imports find them asked for.
      expect(scriptsAsked()).toEqual([[ENTRY], PRELOADS]);
      expect(told).toEqual(['boot']);
      expect(f.draw()).toBe(0);
      // The latest moment to ask comes too, and asks nothing more.
      expect(timers.map(([, ms]) => ms)).toEqual([SHELL_BOOT.boot.latestMs]);
      timers[0]?.[0]();
      expect(scriptsAsked()).toEqual([[ENTRY], PRELOADS]);
      expect(told).toEqual(['boot']);
    } finally {
      document.removeEventListener(SHELL_BOOT.boot.event, listen);
    }
  });

  it('asks for the page’s script at the latest moment when no frame comes', () => {
    const timers: (() => void)[] = [];
    fillShell(
      document,
      '?lesson=experts',
      facts,
      () => undefined,
      (run) => void timers.push(run),
    );
    expect(scriptsAsked()).toEqual([[], []]);
    timers.forEach((run) => run());
    expect(scriptsAsked()).toEqual([[ENTRY], PRELOADS]);
  });

  it('asks for the page’s script at once when the shell it would fill is not whole', () => {
    document.body.innerHTML = `<div id="root">${shellMarkup(ENTRY, []).replace(/<main[^]*<\/main>/, '')}</div>`;
    fillShell(
      document,
      '?lesson=ogd',
      facts,
      () => undefined,
      () => undefined,
    );
    expect(scriptsAsked()).toEqual([[ENTRY], []]);
  });

  it('changes nothing in the page once the app has replaced the shell', () => {
    const f = frames();
    fillShell(document, '?lesson=ogd', facts, f.next, () => undefined);
    f.draw();
    f.draw();
    f.draw();
    const root = document.getElementById('root') as HTMLElement;
    root.replaceChildren();
    const before = document.body.innerHTML;
    while (f.draw() > 0);
    expect(document.body.innerHTML).toBe(before);
  });

  it('runs in the page from its source text alone, as the inline script does', () => {
    const f = frames();
    vi.stubGlobal('requestAnimationFrame', f.next);
    vi.stubGlobal('setTimeout', () => 0);
    new Function('document', 'location', shellScript(facts))(document, {
      search: '?lesson=multiclass&theme=dark',
    });
    while (f.draw() > 0);
    expect(shellSays()).toEqual(appDecides('?lesson=multiclass&theme=dark'));
  });

  it('reads back the addresses it wrote on the shell, in the order fillShell asks for them', () => {
    document.body.innerHTML = `<div id="root">${shellMarkup(ENTRY, PRELOADS)}</div>`;
    expect(shellScripts(document.body.innerHTML)).toEqual([ENTRY, ...PRELOADS]);
    expect(shellScripts(shellMarkup(ENTRY, []))).toEqual([ENTRY]);
    expect(shellScripts(SHELL_MARKUP)).toEqual([]);
  });

  it('lets no title close its script element', () => {
    vi.stubGlobal('requestAnimationFrame', () => undefined);
    vi.stubGlobal('setTimeout', () => 0);
    const script = shellScript({ ...facts, titles: { x: '</script><b>' } });
    expect(script).not.toContain('</script>');
    new Function('document', 'location', script)(document, { search: '?lesson=x' });
    expect(document.querySelector('[data-shell] .lesson-name')?.textContent).toBe('</script><b>');
  });

  it('goes into the empty root of the built page, with its script after it and the page’s script on it', () => {
    const plugin = appShell(() => facts);
    const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
    const page =
      '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/rt-b2.js">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-c3.js">\n' +
      '<link rel="icon" href="/favicon.png"></head><body><div id="root"></div></body>';
    const out = hook.handler(page);
    expect(out).toContain(`<div id="root">${shellMarkup(ENTRY, PRELOADS)}</div>`);
    expect(out.indexOf('<script>(')).toBeGreaterThan(out.indexOf('data-preloads'));
    // Out of the head: nothing there asks for the page's script before the shell does.
    expect(out).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(out).toContain('<link rel="icon" href="/favicon.png">');
    expect(() => hook.handler('<body><main></main>')).toThrow(/no empty #root/);
    expect(() => hook.handler('<body><div id="root"></div>')).toThrow(/0 module scripts/);
  });
});

describe('takeEntry', () => {
  it('takes the one module script and its preloads, in order, whatever the attributes’ order', () => {
    const taken = takeEntry(
      '<script crossorigin type="module" src="/e.js"></script>' +
        '<link href="/p1.js" rel="modulepreload"><link rel="modulepreload" href="/p2.js">' +
        '<script>keep()</script>',
    );
    expect(taken).toEqual({
      html: '<script>keep()</script>',
      entry: '/e.js',
      preloads: ['/p1.js', '/p2.js'],
    });
  });

  it('refuses two module scripts, and an address an attribute cannot carry', () => {
    const two =
      '<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script>';
    expect(() => takeEntry(two)).toThrow(/2 module scripts/);
    expect(() => takeEntry('<script type="module" src="/a b.js"></script>')).toThrow(/attribute/);
  });
});
