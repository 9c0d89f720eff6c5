import { expect, test } from '@playwright/test';
import { lessonIds } from '../src/scenes/registry';
import { TYPE_SCALE } from '../vite-plugins/app-shell';

// The page's text keeps to the type scale (panels.css): each size and weight of a face is a font
// lookup the first time it is laid out, and on a phone-class CPU every one of them lengthens the
// frames that draw the lesson. Figures size their own text to their units, and KaTeX its own:
// this looks at the page's text around them.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SIZES: readonly number[] = TYPE_SCALE.px;
const WEIGHTS: readonly string[] = TYPE_SCALE.weights;

for (const lesson of lessonIds) {
  test(`${lesson}: the page's text keeps to the type scale`, async ({ page }) => {
    await page.goto(`/?lesson=${lesson}`);
    await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
    // The staged panels and the proof mount over the first second.
    await page.waitForTimeout(1500);
    const off = await page.evaluate(
      ({ sizes, weights }) => {
        const found = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || !n.textContent?.trim()) continue;
          if (el.closest('svg, .katex, kbd, code, option, [aria-hidden="true"]')) continue;
          const cs = getComputedStyle(el);
          const size = Math.round(parseFloat(cs.fontSize) * 100) / 100;
          if (!sizes.includes(size) || !weights.includes(cs.fontWeight))
            found.add(`${el.tagName.toLowerCase()}.${el.className}: ${size}px ${cs.fontWeight}`);
        }
        return [...found].sort();
      },
      { sizes: SIZES, weights: WEIGHTS },
    );
    expect(off).toEqual([]);
  });
}
