import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { lessonIds, type LessonId } from '../src/scenes/registry';
import { expectRound, ready } from './helpers';
import { SHOWCASE } from './scenes';
import { svgContrastFailures } from './svg-contrast';

/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) on every lesson, in every theme and
 * mode, with the charts' data tables open; and, since axe cannot judge SVG (it reports the
 * contrast of SVG text as "incomplete" and does not check graphics at all), a contrast check of
 * our own for every line, marker, bar and label drawn in SVG: 3:1 for graphics (WCAG 1.4.11) and
 * 4.5:1 for text (1.4.3), against the background the element is drawn on.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Lesson = LessonId;

/** Waits for the lesson and its typeset theorem, plays a few moves in MindReader. */
async function rendered(page: Page, lesson: Lesson): Promise<void> {
  await expect(page.locator('main.lesson:not(.loading)')).toBeVisible();
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  if (lesson === 'mindreader') {
    for (const name of ['Right →', '← Left', '← Left', 'Right →', 'Right →']) {
      await page.getByRole('button', { name }).click();
    }
    await expect(page.locator('.score')).toContainText('after 5 moves');
    await expect(page.locator('.round-announcer')).toHaveText(/^Move 5: /);
  }
}

/** The data tables a lesson's scene has. */
function tablesIn(lesson: LessonId, mode: 'themes' | 'present' | 'embed'): number {
  const t = SHOWCASE[lesson].tables;
  return typeof t === 'number' ? t : t[mode];
}

/** Opens every chart's data table. */
async function openTables(page: Page, count: number): Promise<void> {
  const toggles = page.getByRole('button', { name: /^Data table/ });
  await expect(toggles).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const toggle = toggles.nth(i);
    // Clicked again only while still closed: once in three full runs, littlestone's first table
    // stayed closed after its click (likely a panel mounting in its turn while the click landed;
    // not confirmed). The test is of the open tables' accessibility, not of that click.
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  await expect(page.locator('.hs-data-table table')).toHaveCount(count);
  await expect(page.locator('main')).not.toContainText('NaN');
}

async function expectAccessible(page: Page, scene: string, only?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (only) builder.include(only);
  // options() first: it replaces the options withTags() sets.
  const axe = await builder
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  const violations = axe.violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}) ${n.target.join(' ')}: ${v.help}. ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
  expect(violations, `${scene}: axe violations\n${violations.join('\n')}`).toEqual([]);
  const contrast = await page.evaluate(svgContrastFailures);
  expect(contrast, `${scene}: SVG contrast\n${contrast.join('\n')}`).toEqual([]);
}

for (const lesson of lessonIds) {
  test(`${lesson}: no violations in the light, dark and projector themes`, async ({ page }) => {
    test.setTimeout(120_000); // three full scans: about 10 s, far more on a busy machine
    await page.goto(`/?${SHOWCASE[lesson].themes}&theme=light`);
    await rendered(page, lesson);
    await openTables(page, tablesIn(lesson, 'themes'));
    for (const theme of ['light', 'dark', 'projector'] as const) {
      await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAccessible(page, `${lesson}, ${theme} theme`);
    }
    if (lesson === 'perceptron') {
      // The shortcuts dialog, over the lesson.
      await page.getByRole('button', { name: 'Shortcuts' }).click();
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      await expectAccessible(page, 'the shortcuts dialog', '.overlay');
      await page.getByRole('button', { name: 'Close' }).click();
      // The share dialog, with its QR code.
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('dialog', { name: 'Share this scene' })).toBeVisible();
      await expect(page.locator('svg.qr-code')).toBeVisible();
      await expectAccessible(page, 'the share dialog', '.share-dialog');
    }
  });

  test(`${lesson}: no violations in presentation and embed modes`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const mode of ['present', 'embed'] as const) {
      await page.goto(`/?${SHOWCASE[lesson][mode]}&${mode}=1`);
      await rendered(page, lesson);
      await openTables(page, tablesIn(lesson, mode));
      await expectAccessible(page, `${lesson}, ${mode}`);
    }
  });
}

test('the contents page: no violations in every theme, and in presentation mode', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.locator('.contents-card').first()).toBeVisible();
  for (const theme of ['light', 'dark', 'projector'] as const) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectAccessible(page, `the contents page, ${theme} theme`);
  }
  await page.goto('/?present=1');
  await expect(page.locator('.contents-card').first()).toBeVisible();
  await expectAccessible(page, 'the contents page, presentation');
});

test('the lecture’s checkpoint banner and blank screen: no violations', async ({ page }) => {
  await page.goto('/?lesson=perceptron&present=1&T=300');
  await rendered(page, 'perceptron');
  await page.keyboard.press('PageDown');
  await expect(page.locator('.slide-banner')).toContainText('1 / 7');
  await expectAccessible(page, 'the checkpoint banner', '.slide-banner');
  await page.keyboard.press('b');
  await expect(page.locator('.blank-screen')).toBeVisible();
  await expectAccessible(page, 'the blank screen', '.blank-screen');
});

test('a polite live region says the round and the numbers: at once on Step, once a second while playing', async ({
  page,
}) => {
  await page.goto('/?lesson=perceptron&stream=iid&seed=3&T=3000&speed=50');
  await ready(page);
  // Timed on a settled page: while the other panels mount and the proof is typeset, a task of
  // theirs can hold the announcement back (549 ms once, in a CI run with two browsers on two
  // cores), which is not what this test is about.
  await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
  const live = page.locator('main .round-announcer');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveText(/^Round 0 of 3000: 0 mistakes, bound 100$/);
  // A single Step is said as soon as the round counter shows it (not a second later).
  const lag = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const counter = document.querySelector('output.round') as HTMLElement;
        const region = document.querySelector('main .round-announcer') as HTMLElement;
        let shown = NaN;
        const watch = (el: HTMLElement, seen: () => void) =>
          new MutationObserver(seen).observe(el, {
            childList: true,
            characterData: true,
            subtree: true,
          });
        watch(counter, () => {
          if (/t = 1 \//.test(counter.textContent ?? '')) shown = performance.now();
        });
        watch(region, () => {
          if (/^Round 1 /.test(region.textContent ?? '')) resolve(performance.now() - shown);
        });
      }),
  );
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  // Well under the second a playing run waits between announcements: 282 ms once, in a full run
  // of the suite on two cores, against a bound of 250 ms then.
  expect(await lag).toBeLessThan(500);
  await expect(live).toHaveText(/^Round 1 of 3000: 1 mistake, bound 100$/);

  // What the region says while playing for 2.5 s, and when (page time, in ms).
  await page.evaluate(() => {
    const el = document.querySelector('main .round-announcer') as HTMLElement;
    const said: Array<[number, string]> = [];
    (window as unknown as { said: typeof said }).said = said;
    new MutationObserver(() => said.push([performance.now(), el.textContent ?? ''])).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.waitForTimeout(100);
  const said = await page.evaluate(
    () => (window as unknown as { said: Array<[number, string]> }).said,
  );
  const log = said.map(([at, text]) => `${Math.round(at)} ms: ${text}`).join('\n');
  expect(said.length, log).toBeGreaterThanOrEqual(2);
  for (const [, text] of said)
    expect(text).toMatch(/^Round \d+ of 3000: \d+ mistakes?, bound 100$/);
  // While playing, at most once a second (the last one, said on pausing, may come sooner).
  for (let i = 1; i < said.length - 1; i++) {
    expect(
      (said[i] as [number, string])[0] - (said[i - 1] as [number, string])[0],
      log,
    ).toBeGreaterThan(900);
  }
  // After the pause it says where it stopped.
  const stopped = (await page.locator('output.round').textContent())?.match(/t = (\d+)/)?.[1];
  await expect(live).toHaveText(new RegExp(`^Round ${stopped} of 3000`));
});

test('prefers-reduced-motion: the update snaps into place and nothing in CSS moves', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?lesson=perceptron&stream=iid&seed=3&T=300&speed=1');
  await ready(page);
  // Every w the primary learner is drawn at, in order, from now on.
  const record = () =>
    page.evaluate(() => {
      const ws: string[] = [];
      (window as unknown as { ws: string[] }).ws = ws;
      const front = document.querySelector('.hs-plane-front') as Element;
      const read = () => {
        const w = front.querySelector('g.learner.primary')?.getAttribute('data-w');
        if (w && ws.at(-1) !== w) ws.push(w);
      };
      new MutationObserver(read).observe(front, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-w'],
      });
    });
  const recorded = () => page.evaluate(() => (window as unknown as { ws: string[] }).ws);
  const finalW = () =>
    page.locator('.hs-plane-front g.learner.primary').getAttribute('data-w') as Promise<string>;
  const step = page.getByRole('button', { name: 'Step', exact: true });

  // Round 1 is always a mistake (w starts at 0): w jumps to y·x, with no frames in between.
  await record();
  await step.click();
  await expectRound(page, 1);
  await expect(page.locator('.hs-plane-front g.added')).toHaveCount(1);
  await page.waitForTimeout(800); // longer than the 500 ms the update eases over
  expect(await recorded()).toEqual([await finalW()]);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);

  // CSS motion is off too, even for a transition or an animation a stylesheet adds.
  const moving = await page.addStyleTag({
    content:
      '@keyframes hs-test-spin { to { transform: rotate(1turn); } } ' +
      '.transport button { transition: opacity 2s; animation: hs-test-spin 2s infinite; }',
  });
  const motion = () =>
    page
      .locator('.transport button')
      .first()
      .evaluate((b) => {
        const s = getComputedStyle(b);
        return `${s.transitionDuration} ${s.animationName}`;
      });
  expect(await motion()).toBe('0s none');

  // The control: without the preference, the same step eases through frames in between.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await motion()).toBe('2s hs-test-spin');
  await moving.evaluate((style) => (style as HTMLStyleElement).remove());
  await page.getByRole('button', { name: 'Reset' }).click();
  await expectRound(page, 0);
  await record();
  await step.click();
  await expectRound(page, 1);
  await page.waitForTimeout(800);
  const eased = await recorded();
  expect(eased.length).toBeGreaterThan(2);
  expect(eased.at(-1)).toBe(await finalW());
});
