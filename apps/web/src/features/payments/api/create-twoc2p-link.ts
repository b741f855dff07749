import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  twoC2pPaymentLinkRoute,
  twoC2pQrLinkRoute,
  type TwoC2pPaymentLinkBody,
  type TwoC2pQrLinkBody,
} from '@shop/contract/payments/twoc2p';
import { api } from '../../../lib/api-client';

/** Spec 2's "2c2p link" (card 3, installments 10) or "2c2p QR link" (15): 2C2P's payment page. */
export const createTwoC2pLink = (
  input: { kind: 'payment'; body: TwoC2pPaymentLinkBody } | { kind: 'qr'; body: TwoC2pQrLinkBody },
) =>
  input.kind === 'qr'
    ? api.call(twoC2pQrLinkRoute, { body: input.body })
    : api.call(twoC2pPaymentLinkRoute, { body: input.body });

export const useCreateTwoC2pLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTwoC2pLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
