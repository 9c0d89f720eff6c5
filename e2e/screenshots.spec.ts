import { expect, test } from '@playwright/test';
import { lessonIds } from '../src/scenes/registry';
import { ready } from './helpers';
import { SHOWCASE } from './scenes';

// Screenshots of the real app in each theme and mode, kept in test-results/ to be looked at; a
// lesson with no shot of its own is taken in its accessibility scene.
const SHOTS: (readonly [string, string])[] = (
  [
    ['light', 'lesson=perceptron&theme=light&stream=adversary&t=60'],
    ['dark', 'lesson=perceptron&theme=dark&stream=iid&t=200'],
    ['projector', 'lesson=perceptron&present=1&stream=adversary&t=80'],
    ['noisy', 'lesson=perceptron&stream=noisy&t=150'],
    ['embed', 'lesson=perceptron&embed=1&stream=iid&t=100'],
    ['ogd', 'lesson=ogd&stream=quadratic&learners=ogd,ogd-sqrt,ogd-sc&t=120'],
    ['ogd-projector', 'lesson=ogd&present=1&stream=linear&learners=ogd,ogd-sc&eta=0.6&t=3'],
    ['ftl-ftrl', 'lesson=ftl-ftrl&stream=alternating&t=21'],
    ['gd-eg', 'lesson=gd-eg&stream=sparse&n=1000&k=3&t=300'],
    ['littlestone', 'lesson=littlestone&stream=tree&class=intervals&n=8&t=3'],
    ['littlestone-bisect', 'lesson=littlestone&stream=bisect&t=12'],
    ['ftl-ftrl-dark', 'lesson=ftl-ftrl&theme=dark&stream=quadratic&learners=ftl,ftrl&t=250'],
  ] as [string, string][]
).map(([name, query]) => [name, `seed=4&T=300&${query}`] as const);
// MindReader has no transport to wait for; its own spec looks at its page.
for (const id of lessonIds.filter((l) => l !== 'mindreader')) {
  if (!SHOTS.some(([, q]) => q.includes(`lesson=${id}&`))) SHOTS.push([id, SHOWCASE[id].themes]);
}

for (const [name, query] of SHOTS) {
  test(`screenshot: ${name}`, async ({ page }) => {
    await page.goto(`/?${query}`);
    await ready(page);
    await expect(page.locator('.theorem-panel .katex').first()).toBeVisible();
    await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
    await expect(page.locator('main')).not.toContainText('NaN');
  });
}
