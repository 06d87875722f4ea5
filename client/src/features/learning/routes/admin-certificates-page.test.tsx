import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
import AdminCertificatesPage from './admin-certificates-page';

const admin = { ...testUser, role: 'admin' as const };
const certificate = {
  id: 'RW-7QK2-M4XD',
  kind: 'module' as const,
  moduleId: 'ai-video-foundations',
  moduleTitle: 'AI Video Foundations',
  holderName: 'Grace Hopper',
  holderEmail: 'grace@studio.test',
  hours: 2,
  issuedAt: '2026-11-20T10:00:00.000Z',
  issuer: 'Reelwright',
  verificationUrl: 'http://localhost/verify/RW-7QK2-M4XD',
  revokedAt: null as string | null,
  revokedReason: null as string | null,
};

describe('/admin/certificates', () => {
  it('revokes a valid certificate with a reason, then undoes the revocation with another; each sends its own call', async () => {
    let current = { ...certificate };
    const fetchMock = stubApi(
      {
        'GET /api/admin/learning/certificates': () => jsonResponse(200, { certificates: [current] }),
        [`POST /api/admin/learning/certificates/${certificate.id}/revoke`]: (body) => {
          current = { ...current, revokedAt: '2026-11-26T09:00:00.000Z', revokedReason: (body as { reason: string }).reason };
          return jsonResponse(200, current);
        },
        [`POST /api/admin/learning/certificates/${certificate.id}/reinstate`]: () => {
          current = { ...current, revokedAt: null, revokedReason: null };
          return jsonResponse(200, current);
        },
      },
      admin,
    );
    renderWithSession(<AdminCertificatesPage />, { path: '/admin/certificates' });
    const row = (await screen.findByText('Grace Hopper', { exact: false })).closest('li')!;
    expect(within(row).getByText('Valid')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke: Grace Hopper, AI Video Foundations' }));
    await userEvent.type(within(row).getByLabelText('Reason for revoking Grace Hopper’s certificate'), 'Quiz answers were shared');
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(row).findByText(/Quiz answers were shared/)).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Undo revocation: Grace Hopper, AI Video Foundations' }));
    await userEvent.type(within(row).getByLabelText('Reason for reinstating Grace Hopper’s certificate'), 'Checked again: her own work');
    await userEvent.click(within(row).getByRole('button', { name: 'Reinstate certificate' }));
    expect(await within(row).findByText('Valid')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Revoke:/ })).toBeInTheDocument();

    expect(sentBodies(fetchMock, `POST /api/admin/learning/certificates/${certificate.id}/revoke`)).toEqual([{ reason: 'Quiz answers were shared' }]);
    expect(sentBodies(fetchMock, `POST /api/admin/learning/certificates/${certificate.id}/reinstate`)).toEqual([{ reason: 'Checked again: her own work' }]);
  });
});
