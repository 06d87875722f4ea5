import type { AdminAuditEvent, AdminUser } from '@common/contracts/admin-users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
import AdminUserPage from './admin-user-page';
import AdminUsersPage from './admin-users-page';

const admin = { ...testUser, id: '00000000-0000-4000-8000-00000000000a', role: 'admin' as const };
const grace: AdminUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'grace@studio.test',
  name: 'Grace Hopper',
  plan: 'pro',
  role: 'user',
  credits: 640,
  emailVerifiedAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: '2026-11-25T10:00:00.000Z',
  disabledAt: null,
  createdAt: '2026-10-01T10:00:00.000Z',
};
const page = (users: AdminUser[]) => jsonResponse(200, { users, total: users.length, page: 1, pageSize: 20 });
const noAudit = () => jsonResponse(200, { events: [], total: 0, page: 1, pageSize: 20 });

describe('/admin/users', () => {
  it('searches by e-mail and lists plan, role, credits and status; says so when nothing matches', async () => {
    const fetchMock = stubApi(
      {
        'GET /api/admin/users': () => page([grace]),
        'GET /api/admin/users?email=grace': () => page([grace]),
        'GET /api/admin/users?email=nobody': () => page([]),
        'GET /api/admin/audit': noAudit,
      },
      admin,
    );
    renderWithSession(<AdminUsersPage />, { path: '/admin/users' });
    const table = await screen.findByRole('table', { name: 'Accounts matching the search' });
    const row = within(table).getByRole('link', { name: 'grace@studio.test' }).closest('tr')!;
    expect(within(row).getByText('640')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(await screen.findByText('No admin action yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-mail contains'), 'nobody{Enter}');
    expect(await screen.findByText('No account matches this search.')).toBeInTheDocument();
    expect(window.location.search).toBe('?email=nobody');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/users?email=nobody')).toBe(true);
  });

  it('shows the server’s message and a retry when the search fails', async () => {
    stubApi({ 'GET /api/admin/users': () => jsonResponse(500, { message: 'Database unreachable', code: 'INTERNAL' }), 'GET /api/admin/audit': noAudit }, admin);
    renderWithSession(<AdminUsersPage />, { path: '/admin/users' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The accounts could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/admin/users/{id}', () => {
  const renderAccount = (id: string) =>
    renderWithSession(
      <Route path="/admin/users/:id">
        <AdminUserPage />
      </Route>,
      { path: `/admin/users/${id}` },
    );

  it('disables an account only after a confirmation with a reason, then shows it disabled with the audit row', async () => {
    let current = { ...grace };
    const events: AdminAuditEvent[] = [];
    const fetchMock = stubApi(
      {
        [`GET /api/admin/users/${grace.id}`]: () => jsonResponse(200, current),
        [`GET /api/admin/audit?userId=${grace.id}`]: () => jsonResponse(200, { events, total: events.length, page: 1, pageSize: 20 }),
        [`POST /api/admin/users/${grace.id}/access`]: (body) => {
          const { reason } = body as { reason: string };
          current = { ...current, disabledAt: '2026-11-26T12:00:00.000Z' };
          events.unshift({
            id: '00000000-0000-4000-8000-0000000000e1',
            action: 'account.disabled',
            actorEmail: admin.email,
            subjectUserId: grace.id,
            subjectEmail: grace.email,
            reason,
            detail: { sessionsEnded: 1 },
            at: '2026-11-26T12:00:00.000Z',
          });
          return jsonResponse(200, current);
        },
      },
      admin,
    );
    renderAccount(grace.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'grace@studio.test' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /api/admin/users/${grace.id}/access`)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason (kept in the audit trail)'), 'Chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(fetchMock, `POST /api/admin/users/${grace.id}/access`)).toEqual([{ disabled: true, reason: 'Chargeback fraud' }]);
    const audit = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    expect(within(audit).getByText('Account disabled')).toBeInTheDocument();
    expect(within(audit).getByText('Chargeback fraud')).toBeInTheDocument();
  });

  it('offers no role or access change on the admin’s own account', async () => {
    stubApi(
      {
        [`GET /api/admin/users/${admin.id}`]: () => jsonResponse(200, { ...grace, id: admin.id, email: admin.email, role: 'admin' }),
        [`GET /api/admin/audit?userId=${admin.id}`]: noAudit,
      },
      admin,
    );
    renderAccount(admin.id);
    expect(await screen.findByText('This is your own account: another admin must change its role or access.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke admin' })).toBeNull();
  });
});
