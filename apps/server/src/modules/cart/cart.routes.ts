import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemRoute,
  clearCartRoute,
  ownedCoursesRoute,
  removeCartItemRoute,
  saveCartSelectionRoute,
  studentCartRoute,
  updateCartItemRoute,
  visitorCartRoute,
  visitorIdSchema,
} from '@shop/contract/cart/cart';
import { contractRoute } from '../../lib/contract-route';
import { requireUser } from '../../plugins/session';
import { cartOwnerOf, clearableOwner } from './cart-owner';
import {
  addCartItem,
  changeCartItem,
  emptyCart,
  getCartView,
  mergeVisitorCart,
  removeCartItem,
  saveCartSelection,
} from './cart.service';
import { sentChoicesOf } from './sent-choices';
import { listOwnedCourses } from '../learning/index';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read at each request: the payment registry is decorated after the modules register.
  const deps = { canTakePayment: (methodId: number) => app.payments.registry.canTakePayment(methodId) };
  app.shopEvents.onSignedIn(async ({ userId, visitorId }) => {
    const parsed = visitorIdSchema.safeParse(visitorId);
    if (parsed.success) await mergeVisitorCart(app.db, parsed.data, userId);
  });

  app.route({
    ...contractRoute(visitorCartRoute),
    handler: (request) => getCartView(app.db, { kind: 'visitor', visitorId: request.params.visitorId }, deps),
  });

  app.route({
    ...contractRoute(studentCartRoute),
    handler: async (request) =>
      getCartView(app.db, { kind: 'user', userId: (await requireUser(request)).id }, deps),
  });

  app.route({
    ...contractRoute(addCartItemRoute),
    handler: async (request) =>
      addCartItem(
        app.db,
        await cartOwnerOf(request, request.body.generate_id),
        {
          courseId: request.body.course_id,
          planId: request.body.priecingplan_id,
          quantity: request.body.qty,
        },
        deps,
      ),
  });

  app.route({
    ...contractRoute(updateCartItemRoute),
    handler: async (request) =>
      changeCartItem(
        app.db,
        await cartOwnerOf(request, request.body.generate_id),
        request.params.itemId,
        {
          planId: request.body.priecingplan_id,
          quantity: request.body.qty,
        },
        deps,
      ),
  });

  app.route({
    ...contractRoute(removeCartItemRoute),
    handler: async (request) =>
      removeCartItem(
        app.db,
        await cartOwnerOf(request, request.query.generate_id),
        request.params.itemId,
        deps,
      ),
  });

  app.route({
    ...contractRoute(saveCartSelectionRoute),
    handler: async (request) =>
      saveCartSelection(
        app.db,
        await cartOwnerOf(request, request.body.generate_id),
        sentChoicesOf(request.body),
        deps,
      ),
  });

  app.route({
    ...contractRoute(clearCartRoute),
    handler: async (request) => {
      await emptyCart(app.db, await clearableOwner(request, request.body.user_id));
      return { success: true as const };
    },
  });

  app.route({
    ...contractRoute(ownedCoursesRoute),
    handler: async (request) => ({
      success: true as const,
      data: await listOwnedCourses(app.db, (await requireUser(request)).id),
    }),
  });
};
