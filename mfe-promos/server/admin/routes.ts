import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ERROR_RESPONSES } from '@sl/server-kit';
import type { PromoRepository } from '../config/repository';
import { SiteSettingsSchema } from '../banners/schemas';
import { requireAdminToken } from './admin-auth';
import { runPromoCommand, type PromoCommand } from './commands';
import {
  AuditEntrySchema,
  AuditQuery,
  DatesBody,
  FieldParams,
  NameParams,
  PromoAdminRowSchema,
  RoyalAscotBody,
  ValueBody,
} from './schemas';

export interface PromoAdminRoutesOptions {
  repo: PromoRepository;
  adminToken: string;
}

const rowAnswer = { 200: PromoAdminRowSchema, ...ERROR_RESPONSES };

/** The release managers' HTTP API: every route needs the admin token; every change is audited. */
export const promoAdminRoutes: FastifyPluginAsyncTypebox<PromoAdminRoutesOptions> = async (
  app,
  { repo, adminToken },
) => {
  // This plugin is its own scope: the guard covers exactly these routes, before validation.
  await requireAdminToken(app, adminToken);
  const run = <C extends PromoCommand>(command: C) => runPromoCommand(repo, command, 'admin-api');

  app.get(
    '/admin/promos',
    { schema: { response: { 200: Type.Array(PromoAdminRowSchema), ...ERROR_RESPONSES } } },
    () => run({ op: 'list' }),
  );
  app.get(
    '/admin/promos/audit',
    {
      schema: {
        querystring: AuditQuery,
        response: { 200: Type.Array(AuditEntrySchema), ...ERROR_RESPONSES },
      },
    },
    (req) => run({ op: 'audit', limit: req.query.limit }),
  );
  for (const op of ['enable', 'disable'] as const) {
    app.post(`/admin/promos/:name/${op}`, { schema: { params: NameParams, response: rowAnswer } }, (req) =>
      run({ op, name: req.params.name }),
    );
  }
  app.put(
    '/admin/promos/:name/dates',
    { schema: { params: NameParams, body: DatesBody, response: rowAnswer } },
    (req) => run({ op: 'set-dates', name: req.params.name, ...req.body }),
  );
  app.put(
    '/admin/promos/:name/fields/:field',
    { schema: { params: FieldParams, body: ValueBody, response: rowAnswer } },
    (req) => run({ op: 'set', name: req.params.name, field: req.params.field, value: req.body.value }),
  );
  app.put(
    '/admin/site-settings/royal-ascot',
    {
      schema: { body: RoyalAscotBody, response: { 200: SiteSettingsSchema, ...ERROR_RESPONSES } },
    },
    (req) => run({ op: 'royal-ascot', value: req.body.value }),
  );
};
