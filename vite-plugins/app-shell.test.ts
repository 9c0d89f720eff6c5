// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { definitionOf, lessonIds } from '../src/scenes/registry';
import { DISPLAY_PARAMS, opensContents } from '../app/store/contents-address';
import { parseParams, themes } from '../app/store/scene-params';
import { FLAG_ON } from '../src/scenes/kit/value-schemas';
import { appShell, fillShell, shellScript, SHELL_MARKUP, type ShellFacts } from './app-shell';

const facts: ShellFacts = {
  titles: Object.fromEntries(lessonIds.map((id) => [id, definitionOf(id).title])),
  themes,
  display: DISPLAY_PARAMS,
  flagOn: FLAG_ON,
};

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

  it.each(ADDRESSES)('decides %s as the app does', (search) => {
    fillShell(document, search, facts);
    expect(shellSays()).toEqual(appDecides(search));
  });

  it('runs in the page from its source text alone, as the inline script does', () => {
    new Function('document', 'location', shellScript(facts))(document, {
      search: '?lesson=multiclass&theme=dark',
    });
    expect(shellSays()).toEqual(appDecides('?lesson=multiclass&theme=dark'));
  });

  it('lets no title close its script element', () => {
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
