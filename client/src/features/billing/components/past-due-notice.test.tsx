import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithSession, stubApi, testUser } from '@/test/utils';
import { PastDueNotice } from './past-due-notice';

const view = (status: string, graceUntil: string | null) => () =>
  jsonResponse(200, {
    entitlements: { plan: 'pro', features: ['all-visual-styles', 'commercial-license', 'clean-exports'], watermark: false, seats: 1 },
    isTeamMember: false,
    balance: 640,
    invoices: [],
    subscription: {
      id: crypto.randomUUID(),
      plan: 'pro',
      planName: 'Pro',
      period: 'monthly',
      status,
      currentPeriodEnd: '2026-12-22T10:00:00.000Z',
      cancelAtPeriodEnd: false,
      pendingPlan: null,
      graceUntil,
      provider: 'stripe',
      creditsGrantedThisPeriod: 500,
    },
  });

describe('PastDueNotice', () => {
  it('tells a past_due subscriber until when the plan is kept', async () => {
    stubApi({ 'GET /api/billing/subscription': view('past_due', '2026-11-29T10:00:00.000Z') }, testUser);
    renderWithSession(<PastDueNotice />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your last payment failed\. Update your card before .*2026.* to keep your plan\./);
  });

  it('says nothing while the subscription is active', async () => {
    const fetchMock = stubApi({ 'GET /api/billing/subscription': view('active', null) }, testUser);
    renderWithSession(<PastDueNotice />);
    await expect.poll(() => fetchMock.mock.calls.some(([url]) => String(url) === '/api/billing/subscription')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
