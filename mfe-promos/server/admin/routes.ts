import { Type } from 'typebox';
import type { AppInstance } from '@sl/server-kit';
import type { PromoRepository } from '../config/repository';
import { requireAdminToken } from './admin-auth';
import { runPromoCommand, type PromoCommand } from './commands';

const Name = Type.Object({ name: Type.String({ minLength: 1, maxLength: 40 }) });
const FieldParams = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40 }),
  field: Type.String({ minLength: 1, maxLength: 40 }),
});
const ValueBody = Type.Object({ value: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
const DatesBody = Type.Object(
  { from: Type.String({ minLength: 1, maxLength: 40 }), to: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
const RoyalAscotBody = Type.Object(
  { value: Type.Union([Type.Literal('true'), Type.Literal('false')]) },
  { additionalProperties: false },
);
const AuditQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

/** The release managers' HTTP API: every route needs the admin token; every change is audited. */
export async function promoAdminRoutes(app: AppInstance, repo: PromoRepository, adminToken: string) {
  // The guard runs before validation, so a caller without the token learns nothing about the API's shape.
  const onRequest = requireAdminToken(adminToken);
  const run = (command: PromoCommand) => runPromoCommand(repo, command, 'admin-api');

  app.get('/admin/promos', { onRequest }, () => run({ op: 'list' }));
  app.get('/admin/promos/audit', { onRequest, schema: { querystring: AuditQuery } }, (req) =>
    run({ op: 'audit', limit: req.query.limit }),
  );
  for (const op of ['enable', 'disable'] as const) {
    app.post(`/admin/promos/:name/${op}`, { onRequest, schema: { params: Name } }, (req) =>
      run({ op, name: req.params.name }),
    );
  }
  app.put('/admin/promos/:name/dates', { onRequest, schema: { params: Name, body: DatesBody } }, (req) =>
    run({ op: 'set-dates', name: req.params.name, ...req.body }),
  );
  app.put(
    '/admin/promos/:name/fields/:field',
    { onRequest, schema: { params: FieldParams, body: ValueBody } },
    (req) => run({ op: 'set', name: req.params.name, field: req.params.field, value: req.body.value }),
  );
  app.put('/admin/site-settings/royal-ascot', { onRequest, schema: { body: RoyalAscotBody } }, (req) =>
    run({ op: 'royal-ascot', value: req.body.value }),
  );
}
