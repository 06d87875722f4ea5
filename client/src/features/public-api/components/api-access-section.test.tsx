import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
import { ApiAccessSection } from './api-access-section';

const entitlements = (features: string[]) => () => jsonResponse(200, { plan: 'enterprise', features });
const key = {
  id: '3b0c4a55-8a9f-4d43-9a43-1c1b8f0b8d11',
  name: 'CI',
  prefix: 'rw_AbCdEfGh',
  scopes: ['read'],
  createdAt: '2026-11-22T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

describe('ApiAccessSection', () => {
  it('creates a key and shows it once; lists keys by prefix; shows the delivery log', async () => {
    const fetchMock = stubApi(
      {
        'GET /api/billing/entitlements': entitlements(['api-access']),
        'GET /api/public-api/keys': () => jsonResponse(200, { keys: [key] }),
        'POST /api/public-api/keys': (body) =>
          jsonResponse(201, { key: { ...key, id: 'x', name: (body as { name: string }).name, scopes: ['read', 'render'] }, secret: 'rw_theWholeSecretKey' }),
        'GET /api/public-api/webhooks': () => jsonResponse(200, { endpoints: [] }),
        'GET /api/public-api/webhooks/deliveries': () =>
          jsonResponse(200, {
            deliveries: [
              {
                id: 'd1',
                endpointId: 'e1',
                url: 'https://hooks.example/x',
                event: 'video.completed',
                status: 'delivered',
                attempts: 3,
                lastStatusCode: 200,
                lastError: null,
                createdAt: key.createdAt,
                deliveredAt: key.createdAt,
              },
            ],
          }),
      },
      testUser,
    );
    renderWithSession(<ApiAccessSection />, { path: '/profile' });
    expect(await screen.findByText('rw_AbCdEfGh…')).toBeInTheDocument();
    expect(await screen.findByText(/3 attempts/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Key name'), 'Zapier');
    await userEvent.click(screen.getByRole('checkbox', { name: /Render/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('Copy your new key now')).toHaveTextContent('rw_theWholeSecretKey');
    expect(sentBodies(fetchMock, 'POST /api/public-api/keys')).toEqual([{ name: 'Zapier', scopes: ['read', 'render'] }]);

    // issue 33: how deliveries are signed, with a verification example in two languages
    await userEvent.click(screen.getByText('Verifying webhook signatures'));
    const guide = screen.getByTestId('webhook-signing-guide');
    expect(guide).toHaveTextContent('Reelwright-Signature: t=<unix seconds>,v1=<signature>');
    expect(guide).toHaveTextContent('HMAC-SHA256');
    expect(guide).toHaveTextContent('300 seconds');
    expect(screen.getByLabelText('Verifying webhook signatures: Node.js example')).toHaveTextContent('verifyReelwrightSignature');
    expect(screen.getByLabelText('Verifying webhook signatures: Python example')).toHaveTextContent('verify_reelwright_signature');
  });

  it('points a plan without api-access to the plans', async () => {
    stubApi({ 'GET /api/billing/entitlements': entitlements([]) }, testUser);
    renderWithSession(<ApiAccessSection />, { path: '/profile' });
    expect(await screen.findByText('API access comes with the Enterprise plan.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Key name')).toBeNull();
  });
});
