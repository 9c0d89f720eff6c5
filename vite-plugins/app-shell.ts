import type { Plugin } from 'vite';

/** What the shell needs to know of the app: every lesson's title, and the themes. */
export interface ShellFacts {
  /** Lesson id → title, the first lesson being the one an address without `lesson=` opens. */
  titles: Record<string, string>;
  themes: readonly string[];
  /** The parameters that only say how the page looks (app/store/contents-address.ts). */
  display: readonly string[];
  /** The words a flag reads as on (src/scenes/kit/value-schemas.ts). */
  flagOn: readonly string[];
  /** The fonts the shell looks up ahead of the lesson: [weight, size] (TYPE_SCALE). */
  warm: readonly (readonly [string, string])[];
  /** How many of them each frame lays out. */
  warmPerFrame: number;
  /**
   * The event the shell sends the page once it has asked for the page's script (the lesson's
   * preloads wait for it), and how long after the shell's script it asks at the latest, should
   * no frame come (a tab opened in the background, a frame scrolled out of sight).
   */
  boot: { event: string; latestMs: number };
}

/** What appShell adds to the facts it is given. */
export const SHELL_BOOT = {
  warmPerFrame: 3,
  boot: { event: 'hindsight:boot', latestMs: 1000 },
} as const satisfies Pick<ShellFacts, 'warmPerFrame' | 'boot'>;

/** The type scale's sizes (app/panels/panels.css), the lessons' commonest first: as CSS, and in px at the default text size. */
const SIZES = [
  { css: '1rem', px: 16 },
  { css: 'var(--fs-s)', px: 13.6 },
  { css: 'var(--fs-xs)', px: 12 },
  { css: '1.5rem', px: 24 },
  { css: '1.25rem', px: 20 },
] as const;

/** The page's type scale: five sizes in two weights (e2e/type-scale.spec.ts reads it back). */
export const TYPE_SCALE = {
  px: SIZES.map((s) => s.px),
  weights: ['700', '400'],
} as const;

/** The shell's own fonts: its title, 700 and 400 at 1.25rem, and its loading line, 400 at 1rem. */
const SHELL_FONTS = ['700 1.25rem', '400 1.25rem', '400 1rem'];

/** The type scale's other fonts, which the shell looks up in frames of their own (fillShell). */
export const WARM_FONTS: readonly (readonly [string, string])[] = SIZES.flatMap((size) =>
  TYPE_SCALE.weights.map((weight) => [weight, size.css] as const),
).filter(([weight, css]) => !SHELL_FONTS.includes(`${weight} ${css}`));

/**
 * The page's first picture, in the HTML itself: the site header with the lesson's title and the
 * loading line, as the app draws them before its lesson has come. The app's script is 450 kB;
 * on a phone's slow connection the page stayed blank for the second or more it took to arrive
 * and run. React replaces the shell in its first commit (it empties its container), so nothing
 * moves: new elements do not count as a layout shift.
 */
export const SHELL_MARKUP =
  '<div class="app" data-shell="">' +
  '<header class="site-header" hidden><h1><a class="brand" href="./" title="All lessons: the course’s contents">Hindsight</a> <span class="lesson-name"></span></h1></header>' +
  '<main class="lesson loading" hidden>Loading the lesson…</main>' +
  '</div>';

/**
 * Fills the shell from the address, as the app decides (app/main.tsx, app/App.tsx and the scene's
 * parser): the contents page when every parameter is a display one; no site header when embedded
 * or presenting; the theme the app will set. Where an odd address (a key given twice, a bad
 * value) makes it guess otherwise, the app's first render puts it right. Runs in the page as an
 * inline script, from its source text: self-contained.
 */
export function fillShell(
  doc: Document,
  search: string,
  facts: ShellFacts,
  nextFrame: (run: () => void) => void = (run) => requestAnimationFrame(run),
  later: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): void {
  const q = new URLSearchParams(search);
  const last = (k: string): string | undefined => q.getAll(k).pop();
  const flag = (k: string): boolean => {
    const s = last(k)?.trim();
    return s !== undefined && facts.flagOn.includes(s);
  };
  const contents = [...q.keys()].every((k) => facts.display.includes(k));
  const embed = flag('embed');
  const present = flag('present');
  const asked = q.get('lesson');
  const ids = Object.keys(facts.titles);
  const lesson = asked !== null && Object.hasOwn(facts.titles, asked) ? asked : ids[0];
  const title = lesson === undefined ? '' : (facts.titles[lesson] ?? '');
  const theme = last('theme');
  const html = doc.documentElement;
  html.dataset['theme'] = present
    ? 'projector'
    : theme !== undefined && facts.themes.includes(theme)
      ? theme
      : 'light';
  html.classList.toggle('embed', embed);
  html.classList.toggle('present', present);
  doc.title = contents ? 'Hindsight — the course' : `Hindsight — ${title}`;
  const shell = doc.querySelector<HTMLElement>('[data-shell]');
  // The page's script, with the files it imports, is asked for here, once the fonts below are
  // looked up, not by the page's head: compiled on background threads as it arrives, it took the
  // two cores of a small machine from the browser process, whose answer to a font lookup then
  // came 50-130 ms late, a long task in a laptop's first layouts (README, "The page's script
  // after the shell's fonts").
  let booted = false;
  const boot = (): void => {
    if (booted) return;
    booted = true;
    const entry = shell?.dataset['entry'];
    if (!entry) return;
    for (const href of (shell?.dataset['preloads'] ?? '').split(' ')) {
      if (!href) continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    doc.head.append(script);
    doc.dispatchEvent(new Event(facts.boot.event));
  };
  later(boot, facts.boot.latestMs);
  const header = shell?.querySelector('header');
  const name = shell?.querySelector('.lesson-name');
  const main = shell?.querySelector('main');
  if (!shell || !header || !name || !main) {
    boot();
    return;
  }
  name.textContent = contents ? 'online learning, live' : title;
  if (contents) {
    main.className = 'contents';
    main.textContent = 'Loading the course…';
  }
  // Both stay hidden without scripts, where the page says it needs them instead.
  header.hidden = embed || present;
  main.hidden = false;
  // The type scale's other fonts, a few a frame after the shell's own, in a hidden line: a face's
  // size and weight is a font lookup the first time it is laid out (3-8 ms each at 4× throttling),
  // and the lesson's first frames find them looked up. React's first commit empties the root,
  // hidden line and all; a step that comes after it changes a detached element only. The frame
  // after the last font's asks for the page's script.
  const warm = doc.createElement('div');
  warm.setAttribute('aria-hidden', 'true');
  warm.style.cssText = 'position:absolute;top:0;left:0;visibility:hidden;white-space:nowrap';
  shell.append(warm);
  let next = 0;
  const step = (): void => {
    if (next >= facts.warm.length) {
      boot();
      return;
    }
    for (let i = 0; i < facts.warmPerFrame; i++) {
      const font = facts.warm[next++];
      if (!font) break;
      const line = doc.createElement('span');
      line.style.fontWeight = font[0];
      line.style.fontSize = font[1];
      line.textContent = 'Hg 0.5';
      warm.append(line);
    }
    nextFrame(step);
  };
  // A callback asked for now runs in the shell's own first frame: ask again from there.
  nextFrame(() => nextFrame(step));
}

/** The inline script that calls fillShell on the page, with the build's facts. */
export function shellScript(facts: ShellFacts): string {
  // `<` escaped: no title can close the script element.
  const data = JSON.stringify(facts).replace(/</g, '\\u003c');
  return `(${fillShell.toString()})(document,location.search,${data})`;
}

const SCRIPT_TAG = /<script\b[^>]*><\/script>\s*/g;
const LINK_TAG = /<link\b[^>]*>\s*/g;
const attrOf = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Takes the page's module script and the module preloads Vite wrote for it out of the built
 * page, for the shell to ask for (fillShell): the entry's address, and its preloads' in order.
 */
export function takeEntry(html: string): { html: string; entry: string; preloads: string[] } {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(SCRIPT_TAG, (tag) => {
      const src = attrOf(tag, 'src');
      if (src === undefined || attrOf(tag, 'type') !== 'module') return tag;
      entries.push(src);
      return '';
    })
    .replace(LINK_TAG, (tag) => {
      const href = attrOf(tag, 'href');
      if (href === undefined || attrOf(tag, 'rel') !== 'modulepreload') return tag;
      preloads.push(href);
      return '';
    });
  const [entry] = entries;
  if (entry === undefined || entries.length !== 1)
    throw new Error(`app-shell: the built page has ${entries.length} module scripts, not one`);
  if ([entry, ...preloads].some((p) => p === '' || /[\s"&<]/.test(p)))
    throw new Error('app-shell: a script address the shell cannot carry in an attribute');
  return { html: rest, entry, preloads };
}

/** The shell with the page's script's addresses on its element, for fillShell to ask for. */
export function shellMarkup(entry: string, preloads: readonly string[]): string {
  return SHELL_MARKUP.replace(
    'data-shell=""',
    `data-shell="" data-entry="${entry}" data-preloads="${preloads.join(' ')}"`,
  );
}

/**
 * The addresses shellMarkup wrote on the shell's element in a built page, the entry first, as
 * fillShell asks for them; none where the page has no shell or the shell no entry.
 */
export function shellScripts(html: string): string[] {
  const tag = /<[a-z]+\b[^>]*\sdata-shell\b[^>]*>/i.exec(html)?.[0];
  const entry = tag === undefined ? undefined : attrOf(tag, 'data-entry');
  if (tag === undefined || !entry) return [];
  return [entry, ...(attrOf(tag, 'data-preloads') ?? '').split(' ').filter(Boolean)];
}

/**
 * Puts the shell into the built page's root, with its script right after it, so it is filled
 * before the first paint, and moves the page's script from the head to the shell. Must run
 * after Vite has written the script's tags into the page and before csp(), which hashes the
 * page's inline scripts.
 */
export function appShell(facts: () => Omit<ShellFacts, keyof typeof SHELL_BOOT>): Plugin {
  return {
    name: 'hindsight-app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(page) {
        const root = '<div id="root"></div>';
        if (!page.includes(root)) throw new Error('app-shell: index.html has no empty #root');
        const { html, entry, preloads } = takeEntry(page);
        return html.replace(
          root,
          `<div id="root">${shellMarkup(entry, preloads)}</div>\n    <script>${shellScript({ ...facts(), ...SHELL_BOOT })}</script>`,
        );
      },
    },
  };
}
