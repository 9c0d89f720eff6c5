// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdFollowers } from './hold-followers';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A lesson whose figure sits two levels down, with boxes before and after it at each level. */
function lesson(): void {
  document.body.innerHTML = `
    <p id="outside-before"></p>
    <main class="lesson">
      <section id="s1">
        <h2 id="title"></h2>
        <figure id="fig"><p id="hint-before"></p><svg id="svg"></svg><p id="hint"></p><p id="buttons"></p></figure>
        <div id="controls"><span id="deep"></span></div>
      </section>
      <section id="s2"></section>
    </main>
    <p id="outside-after"></p>`;
}

const held = (): string[] =>
  Array.from(document.querySelectorAll('[data-held]'), (e) => e.id).sort();

describe('holdFollowers', () => {
  it('marks each later sibling of the figure and of its ancestors up to the lesson, and only those', () => {
    lesson();
    const release = holdFollowers(document.getElementById('svg') as Element);
    expect(held()).toEqual(['buttons', 'controls', 'hint', 's2']);
    release();
    expect(held()).toEqual([]);
  });

  it('keeps an element held until every figure holding it lets go', () => {
    lesson();
    const fromSvg = holdFollowers(document.getElementById('svg') as Element);
    const fromTitle = holdFollowers(document.getElementById('title') as Element);
    expect(held()).toEqual(['buttons', 'controls', 'fig', 'hint', 's2']);
    fromSvg();
    expect(held()).toEqual(['controls', 'fig', 's2']);
    fromTitle();
    expect(held()).toEqual([]);
  });

  it('holds nothing outside a lesson', () => {
    document.body.innerHTML = '<div><svg id="svg"></svg><p id="after"></p></div>';
    const release = holdFollowers(document.getElementById('svg') as Element);
    expect(held()).toEqual([]);
    release();
    expect(held()).toEqual([]);
  });
});
