import { describe, expect, it } from 'vitest';
import { PAGE_DESCRIPTIONS } from '@common/page-descriptions';
import { indexableRoutes } from '@common/routes';
import { pageHtml, prerenderedFile } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Reelwright</title>
    <meta name="description" content="The whole product." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerender', () => {
  it('puts the rendered page in #root, its title and the pre-paint script in <head>, and marks <html>', () => {
    const html = pageHtml(TEMPLATE, '<title>Pricing · Reelwright</title><main><h1>Plans</h1></main>', '/assets/pre-paint-x1.js');
    expect(html).toContain('<html lang="en" data-prerendered>');
    expect(html).toContain('<title>Pricing · Reelwright</title>\n    <script src="/assets/pre-paint-x1.js"></script>');
    expect(html).not.toContain('<title>Reelwright</title>');
    expect(html).toContain('<div id="root"><main><h1>Plans</h1></main></div>');
    // The pre-paint script is classic and comes before the deferred module entry.
    expect(html.indexOf('pre-paint-x1.js')).toBeLessThan(html.indexOf('index-abc.js'));
  });

  it('refuses a page without a title, or with a Suspense boundary (it would hydrate on its own)', () => {
    expect(() => pageHtml(TEMPLATE, '<main><h1>Plans</h1></main>', '/p.js')).toThrow(/title/);
    expect(() => pageHtml(TEMPLATE, '<title>T</title><!--$!--><p>Loading</p><!--/$-->', '/p.js')).toThrow(/Suspense/);
    expect(() => pageHtml(TEMPLATE, '<title>T</title><!--$--><p>Plans</p><!--/$-->', '/p.js')).toThrow(/Suspense/);
  });

  it("gives the page its own description and link-preview tags, in place of the product's", () => {
    const html = pageHtml(TEMPLATE, '<title>Plans &amp; prices · Reelwright</title><main></main>', '/p.js', 'Plans for "creators" & agencies.');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="description" content="Plans for &#34;creators&#34; &#38; agencies." />');
    expect(head).toContain('<meta property="og:title" content="Plans &#38; prices · Reelwright" />');
    expect(head).toContain('<meta property="og:description" content="Plans for &#34;creators&#34; &#38; agencies." />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
    // a page with no description of its own keeps the product's, and gets no preview tags
    expect(pageHtml(TEMPLATE, '<title>T</title><main></main>', '/p.js')).toContain('content="The whole product."');
    expect(pageHtml(TEMPLATE, '<title>T</title><main></main>', '/p.js')).not.toContain('og:title');
  });

  it('has a description of its own for every page the sitemap lists, but the one the client renders alone', () => {
    // /director-chair is not prerendered (client/src/app/prerendered-routes.ts): it keeps index.html's
    expect(indexableRoutes.filter((route) => !PAGE_DESCRIPTIONS[route])).toEqual(['/director-chair']);
  });

  it('names the files after the routes, / included', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/landing-full')).toBe('prerendered/landing-full.html');
  });
});
