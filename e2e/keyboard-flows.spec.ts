import type { Locator, Page } from '@playwright/test';
import { DEMO_LIMITS } from '../common/contracts/video';
import { signUpThroughApi } from './accounts';
import { expect, test } from './fixtures';

// The main flows with the keyboard alone (issue 19): opt-in, sign-up, the free demo, the video maker
// (write a script, render) and the test-mode checkout. No click, no fill: Tab / Shift+Tab move the
// focus, the keyboard types, Enter / Space / arrow keys act. Every control reached shows where the
// focus is (an outline or a ring).

/**
 * Whether the browser shows where the focus is: the focused element matches :focus-visible and it
 * draws an outline or a focus ring (a box-shadow with a spread, as Tailwind's ring), or the card
 * around it (a radio drawn as a card) does.
 */
function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || el === document.body || !el.matches(':focus-visible')) return false;
    const shows = (e: Element) => {
      const style = getComputedStyle(e);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      // "<colour> 0px 0px 0px 2px": no offset, no blur, a spread
      const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
      return outline || ring;
    };
    const box = el.getBoundingClientRect();
    const visible = box.width > 1 && box.height > 1;
    const card = el.labels?.[0] ?? el.closest('label');
    return (visible && shows(el)) || (!!card && shows(card));
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, and checks the focus can be seen there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', presses = 80) {
  await expect(target).toBeVisible();
  for (let i = 0; i < presses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(await focusIsVisible(page), `a visible focus on ${await target.evaluate((el) => el.outerHTML.slice(0, 120))}`).toBe(true);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

test('opt-in with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, page.getByLabel('Email address'));
  await page.keyboard.type(`keys.${Date.now().toString(36)}@studio.io`);
  await tabTo(page, page.locator('form').getByRole('button'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/thank-you(\?|$)/);
});

test('sign-up with the keyboard alone', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  await tabTo(page, page.getByLabel('Full name'));
  await page.keyboard.type('Ada Keyboard');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(`ada.keys.${Date.now().toString(36)}@studio.example`);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('a long secret phrase');
  const obstacle = page.getByRole('combobox', { name: "What's your biggest obstacle right now?" });
  await tabTo(page, obstacle);
  await page.keyboard.press('Space');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(obstacle).not.toHaveText(/Select/);
  // back with Shift+Tab to the password, then forward to the button
  await tabTo(page, page.getByLabel('Password'), 'Shift+Tab');
  await tabTo(page, page.getByRole('button', { name: 'Create Free Account' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/(dashboard|navigation)/);
  // the start-path chooser opens for a new account: pick one with the keyboard
  const chooser = page.getByRole('dialog');
  await expect(chooser).toBeVisible();
  await tabTo(page, chooser.getByRole('radio', { name: 'Start making videos' }));
  await page.keyboard.press('Space');
  await tabTo(page, chooser.getByRole('button', { name: 'Save and continue' }));
  await page.keyboard.press('Enter');
  await expect(chooser).toHaveCount(0);
});

test('the free demo with the keyboard alone', async ({ page }) => {
  // the page waits DEMO_LIMITS.timeoutMs for a render that may queue behind others (demo-video.spec.ts)
  test.setTimeout(DEMO_LIMITS.timeoutMs + 60_000);
  await page.goto('/director-chair');
  await tabTo(page, page.getByLabel('Describe your product'));
  await page.keyboard.type('Handmade ceramic mugs that keep coffee warm and ship in two days');
  // the style radio group is one tab stop; arrow keys choose
  await tabTo(page, page.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowRight');
  const chosen = page.getByRole('radio', { checked: true });
  await expect(chosen).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Generate Free Demo' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('demo-video')).toBeVisible({ timeout: DEMO_LIMITS.timeoutMs });
  await tabTo(page, page.getByRole('button', { name: 'Try Another Demo' }));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Describe your product')).toBeVisible();
});

test('the video maker with the keyboard alone: write a script, render', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/video-maker');
  await tabTo(page, page.getByLabel('What are you selling?'));
  await page.keyboard.type('A cold brew coffee subscription for busy founders, delivered every Monday');
  await tabTo(
    page,
    page
      .getByRole('radio', { name: /Neon Cyberpunk/ })
      .or(page.getByRole('radio', { checked: true }).first())
      .first(),
  );
  await page.keyboard.press('ArrowRight');
  await tabTo(page, page.getByRole('button', { name: 'Write my script' }));
  await page.keyboard.press('Enter');
  const scenes = page.getByTestId('scene');
  await expect(scenes.first()).toBeVisible({ timeout: 60_000 }); // the writer times every line with the speech engine
  const said = scenes.nth(0).getByLabel('What it says');
  // the maker now holds the product card, the settings and the presets: the scenes are further away
  await tabTo(page, said, 'Shift+Tab', 250);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Coffee that outworks you');
  await expect(said).toHaveValue('Coffee that outworks you');
  await tabTo(page, page.getByRole('button', { name: /^Render video/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/animation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('progressbar', { name: 'Render progress' }).or(page.getByTestId('studio-video'))).toBeVisible();
});

test('the test-mode checkout with the keyboard alone', async ({ page, context }) => {
  await signUpThroughApi(context, { name: 'Pat Buyer' }, 'create');
  await page.goto('/checkout?plan=pro&period=monthly');
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242 4242 4242 4242');
  await tabTo(page, page.getByLabel('Expiry (MM / YY)'));
  await page.keyboard.type('12 / 34');
  await tabTo(page, page.getByLabel('CVC'));
  await page.keyboard.type('123');
  await tabTo(page, page.getByLabel('Name on card'));
  await page.keyboard.type('Pat Buyer');
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/success\?checkout=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
