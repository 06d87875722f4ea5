import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The marketing, help and legal screens that e2e/accessibility.spec.ts audits (on a phone too, every
 * lazy section loaded); e2e/every-route-axe.spec.ts audits every other route of the spec.
 */
export const MARKETING_AXE_ROUTES = [
  '/',
  '/thank-you',
  '/landing-full',
  '/landing',
  '/pricing',
  '/how-to-use',
  '/faq',
  '/terms',
  '/privacy',
  '/upgrade-required',
] as const;

/** The serious and critical axe-core violations of the page as it is now (WCAG 2.1 A/AA and best practice). */
export async function severeAxeViolations(page: Page): Promise<string[]> {
  // a dialog still fading in is measured half transparent (its danger button failed colour
  // contrast once on a loaded machine): axe reads the page once its finite animations are done
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // a toast that starts leaving while axe reads the page fades out half transparent (a saved
  // brand kit's toast failed colour contrast once that way): toasts on their way out are left out
  // (a Radix toast is the element with a swipe direction; closed triggers and the like stay in)
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('[data-swipe-direction][data-state="closed"]')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

/** How far the page is wider than the screen (a phone would scroll sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The elements that stick out past the right edge of the screen, to name in a failure message. */
export function elementsWiderThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticksOut = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    };
    // the innermost first: an element that sticks out widens every parent, which say nothing of why
    const wide = [...document.querySelectorAll('body *')].filter(sticksOut);
    return [...wide.filter((el) => ![...el.children].some(sticksOut)), ...wide]
      .slice(0, 8)
      .map(
        (el) => `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 60)}"> ${(el.textContent ?? '').trim().slice(0, 40)}`,
      );
  });
}
