import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { issueCertificate } from './certificate-issue';

// /verify/{id} as a crawler or a link unfurler sees it: the HTML the server sends, no JavaScript run.
// Certificates are issued through the function a completed module calls, on the real database.

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Reelwright turns a text description into a short, ad-ready video, and teaches you the craft." />
    <title>Reelwright</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let dist: string;
let admin: TestBrowser;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'reelwright-dist-'));
  await writeFile(path.join(dist, 'index.html'), SHELL);
  t = await createTestApp({ CLIENT_DIST_DIR: dist });
  const signedUp = await signedUpBrowser(t.app, { name: 'Grace Admin' });
  await t.database.pool.query("update users set role = 'admin' where id = $1", [signedUp.user.id]);
  admin = signedUp.browser;
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

async function holderWithCertificate(name: string) {
  const { user, account } = await signedUpBrowser(t.app, { name });
  const row = await t.database.db.transaction((tx) =>
    issueCertificate(tx, {
      userId: user.id,
      kind: 'module',
      moduleId: 'creative-intelligence',
      title: 'Creative Intelligence & <Hooks>',
      hours: 8,
      now: new Date(),
    }),
  );
  return { user, email: account.email, id: row!.id };
}

/** The page's head as a crawler reads it: the title, and each meta tag's content by its name or property. */
function headOf(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const meta = new Map<string, string[]>();
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) meta.set(m[1]!, [...(meta.get(m[1]!) ?? []), m[2]!]);
  const one = (key: string) => {
    expect(meta.get(key), key).toHaveLength(1);
    return meta.get(key)![0]!;
  };
  return { titles, one, has: (key: string) => meta.has(key) };
}

describe('the /verify/{id} page', () => {
  it("names the holder and the module in its own title, description and link preview, and never the holder's e-mail", async () => {
    const { id, email } = await holderWithCertificate('Katherine Johnson');
    const res = await t.app.inject({ method: 'GET', url: `/verify/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    const head = headOf(res.body);
    const title = 'Katherine Johnson: Creative Intelligence &#38; &#60;Hooks&#62; certificate · Reelwright';
    expect(head.titles).toEqual([title]);
    const description = head.one('description');
    expect(description).toMatch(
      /^Verified: Katherine Johnson earned the Reelwright certificate Creative Intelligence &#38; &#60;Hooks&#62; \(8 hours\) on \w+ \d+, \d{4}\./,
    );
    expect(description).not.toContain('a text description into a short');
    expect(head.one('og:title')).toBe(title);
    expect(head.one('og:description')).toBe(description);
    expect(head.one('og:url')).toBe(`${t.config.publicOrigin}/verify/${id}`);
    expect(head.one('og:type')).toBe('website');
    expect(head.one('og:site_name')).toBe('Reelwright');
    expect(head.one('twitter:card')).toBe('summary');
    expect(head.one('twitter:title')).toBe(title);
    expect(head.one('twitter:description')).toBe(description);
    expect(head.has('robots')).toBe(false);
    const [local] = email.split('@');
    expect(res.body.toLowerCase()).not.toContain(email.toLowerCase());
    expect(res.body.toLowerCase()).not.toContain(`${local!.toLowerCase()}@`);
  });

  it('says a revoked certificate is revoked, in the title and the preview', async () => {
    const { id, email } = await holderWithCertificate('Dorothy Vaughan');
    expect((await admin.post(`/api/admin/learning/certificates/${id}/revoke`, { reason: 'Quiz answers were shared' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/verify/${id}` });
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.titles).toEqual(['Revoked certificate: Creative Intelligence &#38; &#60;Hooks&#62; · Reelwright']);
    expect(head.one('og:title')).toBe(head.titles[0]);
    expect(head.one('description')).toMatch(/revoked this certificate of Dorothy Vaughan .* It is no longer valid\.$/);
    expect(head.one('description')).not.toMatch(/Verified/);
    // the reason stays on the page, where the JSON answer gives it; it is not the preview's business
    expect(res.body).not.toContain('Quiz answers were shared');
    expect(res.body.toLowerCase()).not.toContain(email.toLowerCase());
  });

  it.each([
    ['no certificate has', '0123456789abcdef0123456789abcdef'],
    ['a malformed', 'not-a-certificate'],
  ])('answers an id %s with a 404, an honest title and noindex', async (_what, id) => {
    const res = await t.app.inject({ method: 'GET', url: `/verify/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    const head = headOf(res.body);
    expect(head.titles).toEqual(['Certificate not found · Reelwright']);
    expect(head.one('og:title')).toBe('Certificate not found · Reelwright');
    expect(head.one('description')).toBe('No Reelwright certificate has this id.');
    expect(head.one('robots')).toBe('noindex');
  });

  it('answers a certificate whose holder deleted their account with a 410 and says it was removed, naming no one', async () => {
    const { user, id } = await holderWithCertificate('Mary Winston Jackson');
    const { deleteLearningRowsOfUser } = await import('./user-data-repository');
    await deleteLearningRowsOfUser(t.database.db, user.id, new Date());
    const res = await t.app.inject({ method: 'GET', url: `/verify/${id}` });
    expect(res.statusCode).toBe(410);
    expect(headOf(res.body).titles).toEqual(['Certificate removed · Reelwright']);
    expect(res.body).not.toContain('Mary Winston Jackson');
  });
});
