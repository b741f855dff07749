import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { awaitsTransfer } from '@shop/domain/payments/payment-methods';
import { ignore } from '../../route-prefetch';
import { routePatterns } from '../../../config/paths';
import { currentUserQueryOptions } from '../../../features/auth/api/current-user';
import { orderForPaymentQueryOptions } from '../../../features/payments/api/get-order-for-payment';
import { bankAccountsQueryOptions } from '../../../features/payments/api/list-bank-accounts';
import { orderPromptPayQrsQueryOptions } from '../../../features/payments/api/list-order-promptpay-qrs';
import { siteSettingsQueryOptions } from '../../../features/settings/api/site-settings';

/**
 * What `/cart/{orderId}` shows, asked for with the navigation: the settings beside the session,
 * the order as soon as the session is known, and for an unpaid transfer the shop's accounts, the
 * order's PromptPay QRs and the transfer panel's code, which otherwise would each wait for the
 * step to render before they start. The payment methods are left to the step (a public call, one
 * round trip, started with the step's code): asking for them here put their query's module in a
 * file of its own, one more script in the first view.
 */
export const prefetchPaymentStep = async (client: QueryClient, request: Request) => {
  const orderId = Number(matchPath(routePatterns.cartOrder, new URL(request.url).pathname)?.params.orderId);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return;
  void client.query(siteSettingsQueryOptions()).catch(ignore);
  // A visitor's private call would open the session-expired dialog: the session comes first.
  if (!(await client.query(currentUserQueryOptions()))) return;
  const order = await client.query(orderForPaymentQueryOptions(orderId));
  if (!awaitsTransfer(order)) return;
  void import('../../../features/payments/components/bank-transfer-panel').catch(ignore);
  void client.query(bankAccountsQueryOptions()).catch(ignore);
  await client.query(orderPromptPayQrsQueryOptions(orderId)).catch(ignore);
};
