import type { Page } from '@playwright/test';
import { failureToast, openContact } from '../support/formPage';
import { formsReady, test, expect } from './test';

/**
 * The toast a form's outcome shows (engine/feedback/ToastHost.tsx): one at a time, dismissed by its
 * button or by a swipe sideways past the spec's 50 px, at once. Raised here by sending the contact
 * form blank, which sends nothing.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function raiseToast(page: Page) {
  const form = await openContact(page);
  // Ready, the form checks its fields itself; until its code runs, the browser's own checks stop a
  // blank form without a toast.
  await formsReady(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(failureToast(page)).toContainText('Missing required fields');
}

/** Whether a toast is on the page in the frame after `act` ran in the page. */
const toastAfterFrame = (page: Page, act: () => void) =>
  page.evaluate(
    (source) =>
      new Promise<boolean>((resolve) => {
        new Function(source)();
        requestAnimationFrame(() => resolve(document.querySelector('[data-toast]') !== null));
      }),
    `(${act.toString()})()`,
  );

/** Drags the toast sideways by `dx` px with a finger, in steps, and lifts it. */
async function swipe(page: Page, dx: number) {
  const box = (await failureToast(page).boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 40; // on the card's text, not its button
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }] });
  await touch('touchStart', x);
  for (let step = 1; step <= 5; step++) await touch('touchMove', x + (dx * step) / 5);
  await touch('touchEnd', x + dx);
}

test('its button dismisses it at once', async ({ page }) => {
  await raiseToast(page);
  const present = await toastAfterFrame(page, () =>
    document.querySelector<HTMLButtonElement>('[aria-label="Dismiss notification"]')!.click(),
  );
  expect(present, 'a toast on the page in the frame after its button was pressed').toBe(false);
});

test('a swipe sideways past 50 px dismisses it; a shorter one leaves it where it was', async ({ page }) => {
  // The page's timers stand still once the toast is up: it cannot leave by itself meanwhile.
  await page.clock.install();
  await raiseToast(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const before = (await failureToast(page).boundingBox())!;
  await swipe(page, 30);
  await expect(failureToast(page)).toBeVisible();
  // It springs back into place.
  await expect.poll(async () => (await failureToast(page).boundingBox())!.x).toBe(before.x);
  await swipe(page, -70);
  await expect(failureToast(page)).toHaveCount(0);
});
