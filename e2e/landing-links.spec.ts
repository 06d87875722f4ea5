import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpInPage } from './sign-up';

// Studio destinations are behind the session guard, so those are walked signed in.
type Destination = { name: string; find: (page: Page) => Locator; url: RegExp; section?: string; signedIn?: boolean };

const nav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');

// Every link and button destination of the spec's "Landing page at /".
const SIGNED_OUT: Destination[] = [
  { name: 'nav Login', find: (p) => nav(p).getByRole('link', { name: 'Login' }), url: /\/auth$/ },
  { name: 'nav Try Free Video', find: (p) => nav(p).getByRole('link', { name: 'Try Free Video' }), url: /\/director-chair$/ },
  { name: 'hero button', find: (p) => p.getByRole('link', { name: 'Get Your Free Guide' }).first(), url: /\/opt-in$/ },
  { name: 'urgency Claim Bonus Now', find: (p) => p.getByRole('link', { name: 'Claim Bonus Now' }), url: /\/director-chair$/ },
  { name: 'showcase Start Creating Free', find: (p) => p.getByRole('link', { name: 'Start Creating Free' }), url: /\/director-chair$/ },
  { name: 'free demo Try Free Video', find: (p) => p.locator('#free-demo').getByRole('link', { name: 'Try Free Video' }), url: /\/director-chair$/ },
  { name: 'demo sign-up', find: (p) => p.getByRole('link', { name: 'Sign Up to Save Your Videos' }), url: /\/auth$/ },
  { name: 'ROI Start Free Trial', find: (p) => p.getByRole('link', { name: 'Start Free Trial' }), url: /\/auth$/, section: 'ROI value' },
  {
    name: 'curriculum Start Learning',
    find: (p) => p.getByRole('listitem', { name: 'Module 1: Creative Intelligence' }).getByRole('link', { name: 'Start Learning' }),
    url: /\/cosmic-engine$/,
    section: 'Curriculum',
    signedIn: true,
  },
  { name: 'Explore Module 1', find: (p) => p.getByRole('link', { name: 'Explore Module 1' }), url: /\/cosmic-engine$/, section: 'Curriculum', signedIn: true },
  { name: 'Get Started Free', find: (p) => p.getByRole('link', { name: 'Get Started Free' }), url: /\/register$/, section: 'Curriculum' },
  { name: 'pricing plan', find: (p) => p.locator('#pricing').getByRole('button', { name: 'Go Professional' }), url: /\/auth$/ },
  { name: 'footer How to use', find: (p) => footer(p).getByRole('link', { name: 'How to use' }), url: /\/how-to-use$/ },
  { name: 'footer Create a video', find: (p) => footer(p).getByRole('link', { name: 'Create a video' }), url: /\/auth$/ },
  { name: 'footer Dashboard', find: (p) => footer(p).getByRole('link', { name: 'Dashboard' }), url: /\/auth$/ },
  { name: 'footer Privacy', find: (p) => footer(p).getByRole('link', { name: 'Privacy' }), url: /\/privacy$/ },
  { name: 'footer Terms', find: (p) => footer(p).getByRole('link', { name: 'Terms' }), url: /\/terms$/ },
];

async function open(page: Page, path: string, section?: string) {
  await page.goto(path);
  if (section) await page.locator(`[data-section="${section}"]`).scrollIntoViewIfNeeded();
}

test.describe('/landing-full destinations (signed out unless marked)', () => {
  for (const destination of SIGNED_OUT) {
    test(destination.name, async ({ page }) => {
      if (destination.signedIn) await signUpInPage(page);
      await open(page, '/landing-full', destination.section);
      await destination.find(page).click();
      await expect(page).toHaveURL(destination.url);
    });
  }

  test('path chooser Start This Journey goes to sign-up', async ({ page }) => {
    await open(page, '/landing-full', 'Path chooser');
    await page.getByRole('button', { name: /Agency Builder/ }).click();
    await page.getByRole('link', { name: 'Start This Journey' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  });

  test('scroll links, Explore Curriculum and the Help menu', async ({ page }) => {
    await page.goto('/landing-full');
    await nav(page).getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator('#features')).toBeInViewport();
    await nav(page).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Explore Curriculum' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect(footer(page).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    await expect(footer(page).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');

    const help = nav(page).getByRole('button', { name: 'Help' });
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:/);
    await page.keyboard.press('Escape');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await help.click();
    await nav(page).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goBack();
    await nav(page).getByRole('button', { name: 'Help' }).click();
    await nav(page).getByRole('link', { name: 'Security and trust' }).click();
    await expect(page).toHaveURL(/\/pricing#security$/);
  });
});

test.describe('/landing-full destinations, signed in', () => {
  test('nav, hero, showcase and footer lead into the app', async ({ page }) => {
    await signUpInPage(page);
    await page.goto('/landing-full');
    await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.locator('#hero-heading ~ div').getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: 'Start Creating Free' })).toHaveAttribute('href', '/animation');
    await expect(footer(page).getByRole('link', { name: 'Create a video' })).toHaveAttribute('href', '/animation');
    await expect(footer(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await page.locator('#pricing').getByRole('button', { name: 'Go Professional' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=business$/);
  });
});

test('/landing: the short variant, both calls to action go to /opt-in', async ({ page }) => {
  await page.goto('/landing');
  for (const id of ['demo', 'pricing', 'features']) await expect(page.locator(`#${id}`)).toBeVisible();
  await expect(page.locator('#virality')).toHaveCount(0);
  const ctas = page.getByRole('main').getByRole('link', { name: 'Get Your Free Guide' });
  await expect(ctas).toHaveCount(2);
  for (const index of [0, 1]) await expect(ctas.nth(index)).toHaveAttribute('href', '/opt-in');
  await ctas.nth(1).click();
  await expect(page).toHaveURL(/\/opt-in$/);
});

test('mobile menu mirrors the nav @mobile-only', async ({ page }) => {
  await page.goto('/landing-full');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  for (const name of ['Pricing', 'Features', 'Login', 'Try Free Video']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Help' })).toBeVisible();
  await menu.getByRole('link', { name: 'Try Free Video' }).click();
  await expect(page).toHaveURL(/\/director-chair$/);
});

test('urgency banner: dismissal lasts, ?show-banner=true brings it back and is stripped', async ({ page }) => {
  await page.goto('/landing-full');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('link', { name: 'Claim Bonus Now' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Claim Bonus Now' })).toHaveCount(0);
  await page.goto('/landing-full?show-banner=true');
  await expect(page.getByRole('link', { name: 'Claim Bonus Now' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});
