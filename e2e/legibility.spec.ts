import { expect, test, type Page } from '@playwright/test';
import { lessonIds } from '../src/scenes/registry';

// Every text drawn in a chart or a plane, measured as its rendered box: at least 12 px tall on a
// phone and a laptop, at least 20 px when presenting at 1280×720 (from the back of a hall).
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, query: '', min: 12 },
  { name: 'laptop', width: 1280, height: 800, query: '', min: 12 },
  { name: 'presenting', width: 1280, height: 720, query: '&present=1', min: 20 },
] as const;

const SCENES: Record<string, string> = {
  perceptron: 'lesson=perceptron&stream=adversary&seed=4&T=300&t=60',
  experts: 'lesson=experts&stream=adversary&d=8&seed=4&T=400&t=200',
  mindreader: 'lesson=mindreader&T=100',
  ogd: 'lesson=ogd&stream=linear&seed=4&T=300&t=40',
  'ftl-ftrl': 'lesson=ftl-ftrl&seed=4&T=200&t=21',
  'gd-eg': 'lesson=gd-eg&stream=sparse&n=300&k=3&seed=4&T=200&t=120',
  littlestone: 'lesson=littlestone&stream=tree&class=intervals&n=10&seed=4&T=30&t=3',
};

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

for (const lesson of lessonIds) {
  test(`${lesson}: chart and plane text is legible on a phone, a laptop and a projector`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    expect(SCENES[lesson], `a scene for ${lesson}`).toBeDefined();
    for (const v of VIEWPORTS) {
      await page.setViewportSize({ width: v.width, height: v.height });
      await page.goto(`/?${SCENES[lesson]}${v.query}`);
      await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
      await expect(page.locator('main.lesson .hs-chart svg[role="img"]').first()).toBeVisible();
      // Let the staged panels mount and the charts measure themselves.
      await page.waitForTimeout(1200);
      const small = await smallestTexts(page);
      expect(small.length).toBeGreaterThan(0);
      expect(
        small.filter((s) => s.height < v.min),
        `${lesson}, ${v.name}: texts under ${v.min} px: ${JSON.stringify(small)}`,
      ).toEqual([]);
    }
  });
}
