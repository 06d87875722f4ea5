import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
for (let i = 0; i < 4; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  await ctx.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s) => `${s.node?.className?.slice?.(0, 40) ?? s.node?.nodeName} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }))).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('http://127.0.0.1:5631/pricing');
  await page.waitForTimeout(4000);
  console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 0));
  await ctx.close();
}
await browser.close();
