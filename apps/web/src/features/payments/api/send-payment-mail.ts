import { useMutation } from '@tanstack/react-query';
import { type paymentMailBodySchema, paymentMailRoute } from '@shop/contract/payments/payment-mail';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type PaymentMailBody = z.input<typeof paymentMailBodySchema>;

/** Asks the server to mail the buyer that their payment report arrived (the server decides what it says). */
export const sendPaymentMail = (body: PaymentMailBody) => api.call(paymentMailRoute, { body });

export const useSendPaymentMail = () => useMutation({ mutationFn: sendPaymentMail });
