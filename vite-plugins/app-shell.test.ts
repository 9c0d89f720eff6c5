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
  SHELL_MARKUP,
  WARM_FONTS,
  type ShellFacts,
} from './app-shell';

const facts: ShellFacts = {
  titles: Object.fromEntries(lessonIds.map((id) => [id, definitionOf(id).title])),
  themes,
  display: DISPLAY_PARAMS,
  flagOn: FLAG_ON,
  warm: WARM_FONTS,
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
  fillShell(document, search, facts, f.next);
  while (f.draw() > 0);
}

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
    document.body.innerHTML = `<div id="root">${SHELL_MARKUP}</div>`;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(ADDRESSES)('decides %s as the app does', (search) => {
    fillAndDraw(search);
    expect(shellSays()).toEqual(appDecides(search));
  });

  it('shows its text at once, then one more font a frame from the second frame on', () => {
    const f = frames();
    fillShell(document, '?lesson=ogd', facts, f.next);
    expect(shellSays()).toMatchObject({ headerShown: true, loadingShown: true });
    const line = document.querySelector('[data-shell] > [aria-hidden="true"]') as HTMLElement;
    expect(line.style.visibility).toBe('hidden');
    expect(line.style.position).toBe('absolute');
    // The first frame lays out the shell's own text alone.
    f.draw();
    expect(line.children).toHaveLength(0);
    let drawn = 0;
    while (f.draw() > 0) expect(line.children).toHaveLength(Math.min(++drawn, WARM_FONTS.length));
    const looked = [...line.children].map((span) => {
      const { fontWeight, fontSize } = (span as HTMLElement).style;
      return [fontWeight, fontSize];
    });
    expect(looked).toEqual(WARM_FONTS.map(([w, s]) => [w, s]));
    // Not the shell's own fonts again: its title is 700 and 400 at 1.25rem, its loading line 400.
    expect(looked).not.toContainEqual(['400', '1rem']);
    expect(looked).not.toContainEqual(['700', '1.25rem']);
  });

  it('changes nothing in the page once the app has replaced the shell', () => {
    const f = frames();
    fillShell(document, '?lesson=ogd', facts, f.next);
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
    new Function('document', 'location', shellScript(facts))(document, {
      search: '?lesson=multiclass&theme=dark',
    });
    while (f.draw() > 0);
    expect(shellSays()).toEqual(appDecides('?lesson=multiclass&theme=dark'));
  });

  it('lets no title close its script element', () => {
    vi.stubGlobal('requestAnimationFrame', () => undefined);
    const script = shellScript({ ...facts, titles: { x: '</script><b>' } });
    expect(script).not.toContain('</script>');
    new Function('document', 'location', script)(document, { search: '?lesson=x' });
    expect(document.querySelector('[data-shell] .lesson-name')?.textContent).toBe('</script><b>');
  });

  it('goes into the empty root of the built page, with its script after it', () => {
    const plugin = appShell(() => facts);
    const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
    const out = hook.handler('<body><div id="root"></div><script type="module" src="x"></script>');
    expect(out).toContain(`<div id="root">${SHELL_MARKUP}</div>`);
    expect(out.indexOf('<script>(')).toBeGreaterThan(out.indexOf(SHELL_MARKUP));
    expect(() => hook.handler('<body><main></main>')).toThrow(/no empty #root/);
  });
});
