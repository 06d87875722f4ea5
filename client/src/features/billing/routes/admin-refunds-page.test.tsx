import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
import AdminRefundsPage from './admin-refunds-page';

const admin = { ...testUser, role: 'admin' as const };
const request = (id: string, ownerEmail: string) => ({
  id,
  kind: 'credit-back' as const,
  status: 'requested' as 'requested' | 'refunded' | 'rejected',
  ownerEmail,
  plan: 'pro' as const,
  amountCents: 79_00,
  reason: 'Five videos ran on Meta for two weeks, no sales.',
  videosRendered: 6,
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null as string | null,
});
const ADA = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

describe('/admin/refunds', () => {
  it('lists requests with their facts; approves one and declines another with a note, each after confirming', async () => {
    let rows = [request(ADA, 'ada@studio.test'), request(BOB, 'bob@studio.test')];
    const decide = (id: string) => (body: unknown) => {
      const { decision } = body as { decision: 'approve' | 'reject' };
      rows = rows.map((r) => (r.id === id ? { ...r, status: decision === 'approve' ? 'refunded' : 'rejected', decidedAt: '2026-11-26T09:00:00.000Z' } : r));
      return jsonResponse(200, { refunds: rows });
    };
    const fetchMock = stubApi(
      {
        'GET /api/admin/billing/refunds': () => jsonResponse(200, { refunds: rows }),
        [`POST /api/admin/billing/refunds/${ADA}/decision`]: decide(ADA),
        [`POST /api/admin/billing/refunds/${BOB}/decision`]: decide(BOB),
      },
      admin,
    );
    renderWithSession(<AdminRefundsPage />, { path: '/admin/refunds' });
    const ada = (await screen.findByRole('heading', { name: 'ada@studio.test' })).closest('li')!;
    for (const fact of ['Pro', '$79', 'Credit-back · Waiting for review', /no sales/, /6 videos rendered/])
      expect(within(ada).getByText(fact)).toBeInTheDocument();

    // backing out of the confirmation sends nothing
    await userEvent.click(within(ada).getByRole('button', { name: 'Approve: ada@studio.test' }));
    expect(await screen.findByRole('dialog', { name: 'Approve and refund?' })).toHaveTextContent('ada@studio.test gets $79 back');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(sentBodies(fetchMock, `POST /api/admin/billing/refunds/${ADA}/decision`)).toEqual([]);

    await userEvent.click(within(ada).getByRole('button', { name: 'Approve: ada@studio.test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByText('Refunded ada@studio.test.')).toBeInTheDocument();
    expect(within(ada).getByText('Credit-back · Refunded')).toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: /Approve/ })).toBeNull();

    const bob = screen.getByRole('heading', { name: 'bob@studio.test' }).closest('li')!;
    await userEvent.click(within(bob).getByRole('button', { name: 'Decline: bob@studio.test' }));
    await userEvent.type(await screen.findByLabelText('Note (kept with the decision)'), 'The ads ran for two days only');
    await userEvent.click(screen.getByRole('button', { name: 'Decline request' }));
    expect(await within(bob).findByText('Credit-back · Declined')).toBeInTheDocument();

    expect(sentBodies(fetchMock, `POST /api/admin/billing/refunds/${ADA}/decision`)).toEqual([{ decision: 'approve' }]);
    expect(sentBodies(fetchMock, `POST /api/admin/billing/refunds/${BOB}/decision`)).toEqual([{ decision: 'reject', note: 'The ads ran for two days only' }]);
  });

  it('says when there is nothing to review, and offers a retry when the list fails', async () => {
    let fail = true;
    stubApi(
      {
        'GET /api/admin/billing/refunds': () => (fail ? jsonResponse(500, { code: 'INTERNAL', message: 'Database down' }) : jsonResponse(200, { refunds: [] })),
      },
      admin,
    );
    renderWithSession(<AdminRefundsPage />, { path: '/admin/refunds' });
    expect(await screen.findByText('The refund requests could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No refund requests yet.' })).toBeInTheDocument();
  });
});
