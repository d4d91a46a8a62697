import {
  adminIdParamsSchema,
  adminPaymentDetailSchema,
  adminPaymentsQuerySchema,
  adminPaymentsSchema,
  adminUserDetailSchema,
  adminUsersQuerySchema,
  adminUsersSchema,
  failureSchema,
  premiumChangeBodySchema,
  premiumChangeResultSchema,
  reasonBodySchema,
  reverseResultSchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.ts';
import type { AdminOptions } from './admin.routes.ts';
import { listPayments, paymentDetail, reversePayment } from './payments.service.ts';
import { changePremium, searchUsers, userDetail } from './users.service.ts';

const errors = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

/** Users (find, see, grant or revoke premium) and payments (list, callbacks, mark reversed). */
export const adminPeopleRoutes: FastifyPluginAsyncZod<AdminOptions> = async (app, { db }) => {
  const tags = ['admin'];
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Find users by e-mail or name',
        querystring: adminUsersQuerySchema,
        response: { 200: success(adminUsersSchema), ...errors },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: await searchUsers(db, request.query.q, request.query.limit),
    }),
  );
  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: "A user's progress, payments, quiz answers and audit",
        params: adminIdParamsSchema,
        response: { 200: success(adminUserDetailSchema), ...errors },
      },
    },
    async (request) => ({ isSuccess: true as const, content: await userDetail(db, request.params.id) }),
  );
  app.post(
    '/users/:id/premium',
    {
      schema: {
        tags,
        summary: 'Grant or revoke premium, with a reason (audited)',
        params: adminIdParamsSchema,
        body: premiumChangeBodySchema,
        response: { 200: success(premiumChangeResultSchema), ...errors },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: await changePremium(db, requireAdmin(request).id, request.params.id, request.body),
    }),
  );
  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'Payments, filtered by status, plan or e-mail',
        querystring: adminPaymentsQuerySchema,
        response: { 200: success(adminPaymentsSchema), ...errors },
      },
    },
    async (request) => ({ isSuccess: true as const, content: await listPayments(db, request.query) }),
  );
  app.get(
    '/payments/:id',
    {
      schema: {
        tags,
        summary: "A payment with its provider's callbacks and status answers",
        params: adminIdParamsSchema,
        response: { 200: success(adminPaymentDetailSchema), ...errors },
      },
    },
    async (request) => ({ isSuccess: true as const, content: await paymentDetail(db, request.params.id) }),
  );
  app.post(
    '/payments/:id/reverse',
    {
      schema: {
        tags,
        summary: 'Mark a paid order reversed (refund): ends the premium it gave (audited)',
        params: adminIdParamsSchema,
        body: reasonBodySchema,
        response: { 200: success(reverseResultSchema), 409: failureSchema, ...errors },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: await reversePayment(db, requireAdmin(request).id, request.params.id, request.body.reason),
    }),
  );
};
