import {
  funnelQuerySchema,
  funnelResponseSchema,
  leadDetailResponseSchema,
  leadFiltersSchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadListResponseSchema,
} from '@common/contracts/funnel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportLeadsCsv, getFunnel, getLeadDetail, listLeadsPage } from './admin-service';
import type { FunnelDeps } from './funnel-deps';

/** The operator's leads: list, detail, CSV export and the funnel dashboard (admins only). */
export const leadAdminRoutes: FastifyPluginAsyncZod<FunnelDeps> = async (app, deps) => {
  const admin = { onRequest: app.sessions.requireAdmin };

  app.get('/api/admin/leads', { ...admin, schema: { querystring: leadListQuerySchema, response: { 200: leadListResponseSchema } } }, (request) =>
    listLeadsPage(deps, request.query),
  );

  app.get('/api/admin/leads/export.csv', { ...admin, schema: { querystring: leadFiltersSchema } }, (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${deps.now().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportLeadsCsv(deps, request.query)),
  );

  app.get('/api/admin/leads/:id', { ...admin, schema: { params: leadIdParamsSchema, response: { 200: leadDetailResponseSchema } } }, (request) =>
    getLeadDetail(deps, request.params.id),
  );

  app.get('/api/admin/funnel', { ...admin, schema: { querystring: funnelQuerySchema, response: { 200: funnelResponseSchema } } }, (request) =>
    getFunnel(deps, request.query),
  );
};
