import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countdownRoute } from '@shop/contract/orders/countdown';
import {
  createOrderRoute,
  deleteOrderRoute,
  getOrderRoute,
  listMyOrdersRoute,
  orderByTokenRoute,
  orderForPaymentRoute,
} from '@shop/contract/orders/order';
import { orderPageRoute } from '@shop/contract/orders/order-page';
import { claimPurchaseReportsRoute } from '@shop/contract/orders/purchase-reports';
import { contractRoute } from '../../lib/contract-route';
import { perSessionRateLimit } from '../../lib/session-rate-limit';
import { requireUser } from '../../plugins/session';
import { createOrder } from './create-order.service';
import { deleteOwnOrder } from './delete-order.service';
import { idempotencyKeyOf } from './idempotency-header';
import { getOwnOrderPage } from './order-page.service';
import { claimPurchaseReports } from './purchase-reports.service';
import {
  getOwnOrder,
  getOwnOrderByToken,
  getOwnOrderForPayment,
  listCountdowns,
  listOwnOrders,
} from './order-reads.service';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(createOrderRoute, perSessionRateLimit(30)),
    handler: async (request, reply) => {
      const user = await requireUser(request);
      const result = await createOrder(
        app.db,
        user,
        request.body,
        idempotencyKeyOf(request),
        app.payments.registry.canTakePayment,
      );
      for (const courseId of result.reservedCourseIds)
        app.catalogCache.invalidate(`course:${String(courseId)}`);
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return result.answer;
    },
  });

  app.route({
    ...contractRoute(getOrderRoute),
    handler: async (request) => ({
      success: true as const,
      data: await getOwnOrder(app.db, (await requireUser(request)).id, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(orderPageRoute),
    handler: async (request) => ({
      success: true as const,
      data: await getOwnOrderPage(app.db, (await requireUser(request)).id, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(orderByTokenRoute),
    handler: async (request) => ({
      success: true as const,
      data: await getOwnOrderByToken(app.db, (await requireUser(request)).id, request.params.token),
    }),
  });

  app.route({
    ...contractRoute(claimPurchaseReportsRoute, perSessionRateLimit(60)),
    handler: async (request) => ({
      success: true as const,
      data: await claimPurchaseReports(app.db, (await requireUser(request)).id, new Date()),
    }),
  });

  app.route({
    ...contractRoute(listMyOrdersRoute),
    handler: async (request) => ({
      success: true as const,
      data: await listOwnOrders(app.db, (await requireUser(request)).id),
    }),
  });

  app.route({
    ...contractRoute(orderForPaymentRoute),
    handler: async (request) => ({
      success: true as const,
      data: await getOwnOrderForPayment(app.db, (await requireUser(request)).id, request.params.orderId),
    }),
  });

  app.route({
    ...contractRoute(deleteOrderRoute),
    handler: async (request) => {
      await deleteOwnOrder(app.db, (await requireUser(request)).id, request.body.order_id);
      app.catalogCache.invalidate('course:');
      return { success: true as const };
    },
  });

  app.route({
    ...contractRoute(countdownRoute),
    handler: async (request) => ({
      success: true as const,
      data: await listCountdowns(
        app.db,
        (await requireUser(request)).id,
        request.params.courseId,
        new Date(),
      ),
    }),
  });
};
