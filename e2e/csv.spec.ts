import { expect, test } from '@playwright/test';
import { expectRound, ready } from './helpers';

test('a CSV file drives the stream; a bad one names the line and the problem', async ({ page }) => {
  await page.goto('/?lesson=perceptron&stream=csv&T=40');
  await ready(page);
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('x1,x2,y\n0.5,0.5,1\n0.1,oops,-1\n'),
  });
  await expect(page.getByRole('alert')).toContainText('line 3');
  await expect(page.getByRole('alert')).toContainText('oops');

  await picker.setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('x1,x2,y\n0.5,0.5,1\n-0.5,-0.4,-1\n0.9,-0.1,1\n-0.2,-0.8,-1\n'),
  });
  await expect(page.locator('.csv-loaded')).toContainText('good.csv: 4 points');
  await page.getByRole('slider', { name: 'Round' }).fill('40');
  await expectRound(page, 40);
  await expect(page.locator('.bound-list')).toContainText('best margin');
  await expect(page.locator('.bound-list')).toContainText('holds');
});

test('data= loads a CSV from another origin that allows it', async ({ page }) => {
  await page.goto(
    '/?lesson=perceptron&stream=csv&T=20&t=20&data=' +
      encodeURIComponent('http://127.0.0.1:4174/points.csv'),
  );
  await ready(page);
  await expect(page.locator('.csv-loaded')).toContainText('4 points');
  await expectRound(page, 20);
});

test('data= that cannot be loaded says so and keeps the page', async ({ page }) => {
  await page.goto(
    '/?lesson=perceptron&stream=csv&data=' +
      encodeURIComponent('http://127.0.0.1:4174/missing.csv'),
  );
  await ready(page);
  await expect(page.getByRole('alert')).toContainText(/could not load|404/i);
});
