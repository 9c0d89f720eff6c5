/** How many pending figures hold each element hidden (two figures may hold the same followers). */
const holds = new WeakMap<Element, number>();

/**
 * Hides what follows `el` in its lesson, at every level up to the `.lesson` element (each
 * ancestor's later siblings), until the returned function is called: `data-held`, which
 * styles.css makes `visibility: hidden`. Outside a lesson, nothing is held. Only the elements on
 * the page when it is called are held, not those added later: the hold lasts from the lesson's
 * first render to its first figure's drawing, a frame in which nothing is added after the figure
 * outside what is held (seen on every lesson's load at 4× in Chromium).
 *
 * The same hiding was done by two rules, the second `.lesson :has(svg[data-pending]) ~ *`: a
 * `:has()` anchored on a universal subsequent-sibling selector made every insertion in the lesson
 * restyle what followed it, for the page's whole life. Traced at 4× on `experts`, its first 2.5 s
 * restyled 1 363–1 367 elements with the rules and 748–751 with this marking (four loads each).
 * Marked here, only the held elements are restyled, twice: when held, and when let go.
 */
export function holdFollowers(el: Element): () => void {
  const lesson = el.closest('.lesson');
  if (!lesson) return () => undefined;
  const held: Element[] = [];
  for (let node: Element | null = el; node && node !== lesson; node = node.parentElement) {
    for (let s = node.nextElementSibling; s; s = s.nextElementSibling) {
      const n = holds.get(s) ?? 0;
      holds.set(s, n + 1);
      if (n === 0) s.setAttribute('data-held', '');
      held.push(s);
    }
  }
  return () => {
    for (const s of held) {
      const n = (holds.get(s) ?? 1) - 1;
      holds.set(s, n);
      if (n === 0) s.removeAttribute('data-held');
    }
  };
}
