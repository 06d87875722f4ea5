import {
  adminAccessChangeSchema,
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminRoleChangeSchema,
  adminUserIdParamSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
} from '@common/contracts/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeAccess, changeRole, getAccount, searchAccounts } from './account-admin';
import type { AdminUsersDeps } from './admin-users-deps';
import { listAuditTrail } from './audit-trail';

/** The admin users screen's calls (admins only): search, one account, role and access changes, the audit trail. Credits go through billing's `/api/admin/credits/adjustments`. */
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersDeps> = async (app, deps) => {
  // on each route, as the other admin calls do: who is calling is decided before the body is read (ADR 039)
  const admin = { onRequest: app.sessions.requireAdmin };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/users', { ...admin, schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } } }, (request) =>
    searchAccounts(deps, request.query),
  );
  app.get('/api/admin/users/:id', { ...admin, schema: { params: adminUserIdParamSchema, response: { 200: adminUserSchema } } }, (request) =>
    getAccount(deps, request.params.id),
  );
  app.post(
    '/api/admin/users/:id/role',
    { ...admin, schema: { params: adminUserIdParamSchema, body: adminRoleChangeSchema, response: { 200: adminUserSchema } } },
    (request) => changeRole(deps, request.user!, request.params.id, request.body),
  );
  app.post(
    '/api/admin/users/:id/access',
    { ...admin, schema: { params: adminUserIdParamSchema, body: adminAccessChangeSchema, response: { 200: adminUserSchema } } },
    (request) => changeAccess(deps, request.user!, request.params.id, request.body),
  );
  app.get('/api/admin/audit', { ...admin, schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditListSchema } } }, (request) =>
    listAuditTrail(deps, request.query),
  );
};
