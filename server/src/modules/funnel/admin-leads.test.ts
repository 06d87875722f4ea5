import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { csvCell } from './csv';

let t: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signedUpBrowser(t.app);
  await t.database.pool.query("update users set role = 'admin' where id = $1", [signedUp.user.id]);
  admin = signedUp.browser;
});
afterAll(() => t.close());

async function optIn(body: Record<string, unknown>) {
  const browser = createTestBrowser(t.app);
  await browser.open();
  const res = await browser.post('/api/opt-in-handler', body);
  expect(res.json()).toEqual({ success: true });
  return browser;
}

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('admin leads', () => {
  const stamp = Date.now().toString(36);
  const alpha = `alpha.${stamp}@studio.io`;
  const beta = `beta.${stamp}@studio.io`;

  beforeAll(async () => {
    await optIn({
      email: alpha,
      source: 'solo-ads',
      headlineVariant: 'revenue',
      landingPage: '/',
      utm: { utm_source: 'x', utm_campaign: '=HYPERLINK("http://evil")', seller_id: '7' },
    });
    await optIn({
      email: beta,
      source: 'organic',
      headlineVariant: 'transformation',
      referrer: 'https://www.google.com/',
      utm: { utm_campaign: 'says "hi", twice\nand breaks' },
    });
  });

  it('lists leads newest first with counts by source, searchable and filterable by source and date range', async () => {
    const all = (await admin.get('/api/admin/leads')).json();
    expect(all.total).toBe(2);
    expect(all.leads.map((l: { email: string }) => l.email)).toEqual([beta, alpha]);
    expect(all.countsBySource).toEqual(
      expect.arrayContaining([
        { source: 'solo-ads', count: 1 },
        { source: 'organic', count: 1 },
      ]),
    );

    const searched = (await admin.get(`/api/admin/leads?search=${encodeURIComponent('ALPHA.')}`)).json();
    expect(searched.leads.map((l: { email: string }) => l.email)).toEqual([alpha]);
    expect((await admin.get('/api/admin/leads?search=%25')).json().total).toBe(0); // % is a character, not a wildcard

    const organic = (await admin.get('/api/admin/leads?source=organic')).json();
    expect(organic).toMatchObject({ total: 1, leads: [{ email: beta, firstSource: 'organic' }] });

    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.get(`/api/admin/leads?from=${today}&to=${today}`)).json().total).toBe(2);
    expect((await admin.get('/api/admin/leads?from=2020-01-01&to=2020-01-31')).json().total).toBe(0);
    expect((await admin.get('/api/admin/leads?source=nowhere')).statusCode).toBe(400);
  });

  it('pages through the list', async () => {
    const first = (await admin.get('/api/admin/leads?page=1&pageSize=1')).json();
    const second = (await admin.get('/api/admin/leads?page=2&pageSize=1')).json();
    expect([first.leads[0].email, second.leads[0].email]).toEqual([beta, alpha]);
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
  });

  it('shows one lead with its attribution and event timeline', async () => {
    const [row] = (await t.database.pool.query('select id from leads where email = $1', [alpha])).rows;
    const detail = (await admin.get(`/api/admin/leads/${row.id}`)).json();
    expect(detail.lead).toMatchObject({
      email: alpha,
      firstSource: 'solo-ads',
      headlineVariant: 'revenue',
      landingPage: '/',
      campaignParams: { seller_id: '7' },
    });
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual(['opt_in']);
    expect((await admin.get('/api/admin/leads/0190c0de-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });

  it('exports the filtered leads as CSV with correct quoting and no live formulas', async () => {
    const res = await admin.get('/api/admin/leads/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toContain('email');
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => r[column('email')])).toEqual([alpha, beta]);
    expect(rows[0]![column('utm_campaign')]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[1]![column('utm_campaign')]).toBe('says "hi", twice\nand breaks');

    const filtered = parseCsv((await admin.get('/api/admin/leads/export.csv?source=organic')).body);
    expect(filtered.slice(1).map((r) => r[column('email')])).toEqual([beta]);
  });

  it('builds the funnel from stored rows: opt-ins by day, source and variant', async () => {
    const funnel = (await admin.get('/api/admin/funnel')).json();
    const today = new Date().toISOString().slice(0, 10);
    expect(funnel.days).toHaveLength(30);
    expect(funnel.days.at(-1)).toMatchObject({ day: today, optIns: 2, signUps: 1 });
    expect(funnel.bySource.find((s: { source: string }) => s.source === 'solo-ads')).toMatchObject({ optIns: 1 });
    expect(funnel.variants).toEqual([
      { variant: 'revenue', views: 0, consentedOptIns: 0, leads: 1 },
      { variant: 'transformation', views: 0, consentedOptIns: 0, leads: 1 },
    ]);
    expect((await admin.get('/api/admin/funnel?from=2024-05-02&to=2024-05-01')).statusCode).toBe(400);
  });
});

describe('admin lead filters (regression from the contract fuzzer)', () => {
  it('refuses a day that is not on the calendar with a 400 (it was a 500 from PostgreSQL, and a cut-off CSV)', async () => {
    for (const url of ['/api/admin/funnel?to=9785-83-29', '/api/admin/leads?from=2026-02-30', '/api/admin/leads/export.csv?from=9133-41-60']) {
      const res = await admin.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await admin.get('/api/admin/funnel?from=2024-02-29&to=2024-03-01')).statusCode).toBe(200);
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=1+1', "'=1+1"],
    ['+44 20', "'+44 20"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    [' padded ', '" padded "'],
    [null, ''],
    [3, '3'],
  ] as const)('%j → %s', (value, cell) => expect(csvCell(value)).toBe(cell));
});
