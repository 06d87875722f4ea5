import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { figuresIn, strayFigures } from './plan-figures';
import { loadEverySection } from './sections';

// Issue 31 / ADR 051: the rendered copy of the pages that sell plans states no video, credit, seat
// or price figure that the plans catalogue does not give, and never "unlimited videos".

async function readEverySection(page: Page): Promise<string> {
  await loadEverySection(page);
  // every text node, collapsed answers included, apart from what is marked as not stating plan
  // figures (the ROI calculator's and the wealth slider's read-outs, the revenue race, the roadmap's
  // sample earnings, the toolkit's market values, the case studies' results from the API)
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('[data-plan-figures="none"], script, style')) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
}

test('the reader finds a figure the catalogue does not give', () => {
  expect(strayFigures('Pro: 25 HD videos a month, 500 credits, $79/month').map((f) => f.text)).toEqual(['25 HD videos']);
  expect(strayFigures('Enterprise: 3,000 credits a month (600 videos), Unlimited seats, $299')).toEqual([]);
  // a range in thousands is not read as a smaller price inside it
  expect(figuresIn('$5K–$15K / month, $3.16 a video').map((f) => f.text)).toEqual(['$3.16']);
  expect(figuresIn('1,500 credits a month (300 videos), 5 seats, $1,716').map((f) => [f.kind, f.value])).toEqual([
    ['videos', 300],
    ['credits', 1500],
    ['seats', 5],
    ['price', 1716],
  ]);
});

for (const path of ['/pricing', '/landing', '/landing-full', '/faq', '/upgrade-required', '/how-to-use']) {
  test(`${path} states only the catalogue's plan figures`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const text = await readEverySection(page);
    expect(figuresIn(text).length, 'the page states plan figures at all').toBeGreaterThan(path === '/upgrade-required' ? -1 : 0);
    expect(strayFigures(text).map((f) => f.text)).toEqual([]);
    expect(text).not.toMatch(/unlimited videos|\d\+\s*(videos|credits)/i);
  });
}
