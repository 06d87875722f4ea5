import { caseStudiesResponseSchema } from '@common/contracts/case-studies';
import { caseStudies } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser } from '../../../test/test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/case-studies', () => {
  it('answers the seeded case studies in display order without a session', async () => {
    const res = await createTestBrowser(t.app).request({ method: 'GET', url: '/api/case-studies' });
    expect(res.statusCode).toBe(200);
    const body = caseStudiesResponseSchema.parse(res.json());
    expect(body.length).toBeGreaterThan(6);
    expect(body[0]).toMatchObject({ clientName: 'Bean There Coffee', industry: 'Food and drink', revenue: 18400, videoCount: 24, timeframe: '6 weeks' });
    expect(body[0]!.results[0]).toEqual({ metric: 'Foot traffic', value: '+38%', improvement: 'in 6 weeks' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('orders by position, so an operator can put a new study first', async () => {
    await t.database.db.insert(caseStudies).values({
      position: 0,
      clientName: 'First Light Films',
      industry: 'Media',
      revenue: 9000,
      challenge: 'c',
      results: [],
      testimonial: 't',
      videoCount: 3,
      timeframe: '1 week',
    });
    const body = (await t.app.inject({ method: 'GET', url: '/api/case-studies' })).json();
    expect(body[0].clientName).toBe('First Light Films');
    expect(body[1].clientName).toBe('Bean There Coffee');
  });
});
