import { expect, test, type Page } from '@playwright/test';
import { lessonIds } from '../src/scenes/registry';
import { SHOWCASE } from './scenes';

// Every text drawn in a chart or a plane, measured as its rendered box: at least 12 px tall on a
// phone and a laptop, at least 20 px when presenting at 1280×720 (from the back of a hall).
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, query: '', min: 12 },
  { name: 'laptop', width: 1280, height: 800, query: '', min: 12 },
  { name: 'presenting', width: 1280, height: 720, query: '&present=1', min: 20 },
] as const;

async function smallestTexts(page: Page) {
  return page.evaluate(() => {
    const out: { text: string; height: number; where: string }[] = [];
    for (const el of document.querySelectorAll('main.lesson svg text')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || !(el.textContent ?? '').trim()) continue;
      const where = el.closest('figure, section, .hs-panel')?.className ?? '';
      out.push({ text: (el.textContent ?? '').slice(0, 30), height: r.height, where });
    }
    return out.sort((a, b) => a.height - b.height).slice(0, 5);
  });
}

/**
 * Texts of figures sized through their viewBox scale (`.hs-scaled`) that are still not laid out:
 * the stylesheet keeps them out until useTextScale has set their scale, which must happen once
 * their box has a width.
 */
async function undrawnScaledTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main.lesson .hs-scaled svg text'))
      .filter((el) => {
        const svg = el.closest('svg');
        return (
          svg !== null &&
          svg.getBoundingClientRect().width > 0 &&
          getComputedStyle(el).display === 'none'
        );
      })
      .map((el) => (el.textContent ?? '').slice(0, 30)),
  );
}

for (const lesson of lessonIds) {
  test(`${lesson}: chart and plane text is legible on a phone, a laptop and a projector`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const v of VIEWPORTS) {
      await page.setViewportSize({ width: v.width, height: v.height });
      await page.goto(`/?${SHOWCASE[lesson].legible}${v.query}`);
      await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
      await expect(page.locator('main.lesson .hs-chart svg[role="img"]').first()).toBeVisible();
      // Let the staged panels mount and the charts measure themselves.
      await page.waitForTimeout(1200);
      expect(await undrawnScaledTexts(page), `${lesson}, ${v.name}`).toEqual([]);
      const small = await smallestTexts(page);
      expect(small.length).toBeGreaterThan(0);
      expect(
        small.filter((s) => s.height < v.min),
        `${lesson}, ${v.name}: texts under ${v.min} px: ${JSON.stringify(small)}`,
      ).toEqual([]);
    }
  });
}
