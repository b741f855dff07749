import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { adminSettingsRoutes } from './admin/admin-settings.routes';
import { orderReviewRoutes } from './admin/order-review.routes';
import { authRoutes } from './auth/auth.routes';
import { passwordResetRoutes } from './auth/password-reset.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogPageRoutes } from './catalog/catalog-pages.routes';
import { courseDetailRoutes } from './catalog/course-detail.routes';
import { courseListRoutes } from './catalog/course-list.routes';
import { curriculumRoutes } from './catalog/curriculum.routes';
import { discountRoutes } from './catalog/discounts.routes';
import { commentRoutes } from './community/comments.routes';
import { orderRoutes } from './orders/orders.routes';
import { bankTransferRoutes } from './payments/bank-transfer.routes';
import { gbPrimeRoutes } from './payments/gbprime.routes';
import { omiseRoutes } from './payments/omise.routes';
import { payPalRoutes } from './payments/paypal.routes';
import { paySolutionsRoutes } from './payments/paysolutions.routes';
import { scbRoutes } from './payments/scb.routes';
import { twoC2pRoutes } from './payments/twoc2p.routes';
import { learningRoutes } from './learning/learning.routes';
import { homeworkReviewRoutes } from './admin/homework-review.routes';
import { paymentMethodRoutes } from './payments/payment-methods.routes';
import { paymentReturnRoutes } from './payments/payment-return.routes';
import { paymentStatusRoutes } from './payments/payment-status.routes';
import { paymentWebhookRoutes } from './payments/payment-webhooks.routes';
import { healthRoutes } from './health/health.routes';
import { mediaRoutes } from './media/media.routes';
import { settingsRoutes } from './settings/settings.routes';
import { shippingRoutes } from './shipping/shipping.routes';
import { registrationFormRoutes } from './students/registration-form.routes';
import { registrationRoutes } from './students/registration.routes';
import { studentProfileRoutes } from './students/student-profile.routes';

/** Every feature module's routes; one line per module. */
export const registerModules = async (
  app: FastifyInstance,
  config: Config,
  options: { fontsDir?: string | undefined },
) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { config });
  await app.register(settingsRoutes);
  await app.register(courseListRoutes);
  await app.register(courseDetailRoutes);
  await app.register(catalogPageRoutes);
  await app.register(curriculumRoutes);
  await app.register(discountRoutes);
  await app.register(commentRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(bankTransferRoutes);
  await app.register(omiseRoutes);
  await app.register(payPalRoutes);
  await app.register(twoC2pRoutes);
  await app.register(scbRoutes);
  await app.register(gbPrimeRoutes);
  await app.register(paySolutionsRoutes);
  await app.register(paymentStatusRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(paymentReturnRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(shippingRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(orderReviewRoutes);
  await app.register(homeworkReviewRoutes);
  await app.register(learningRoutes, { config, fontsDir: options.fontsDir });
  await app.register(passwordResetRoutes, { config });
  await app.register(registrationRoutes, { config });
  await app.register(registrationFormRoutes);
  await app.register(studentProfileRoutes);
  await app.register(mediaRoutes, { config });
};
