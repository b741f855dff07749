import { z } from 'zod';
import type { NotificationCheck, RawNotification } from '../../payment-provider';
import { attemptIdOfReference } from './gbprime-reference';

const reference = z.string().min(1).max(64);

/** GB's `backgroundUrl` post (research §3.3 [V]): JSON, unsigned. Other fields pass. */
const backgroundSchema = z.looseObject({
  resultCode: z.string().min(1).max(10),
  referenceNo: reference,
  gbpReferenceNo: reference.nullish(),
  paymentType: z.string().max(5).nullish(),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * Reads GB's background post. It carries no signature, so anyone could have sent it: it is
 * "verified" only as a hint that makes the shop ask GB's status inquiry, which alone settles.
 * Its event id is stable from GB's reference and the result, so GB's retries of one outcome
 * count once.
 */
export const readGbPrimeBackgroundPost = (raw: RawNotification): NotificationCheck => {
  const post = backgroundSchema.safeParse(parseJson(raw.body));
  if (!post.success) return { verified: false, reason: 'body is not a GB Prime Pay background post' };
  const { resultCode, referenceNo, gbpReferenceNo, paymentType } = post.data;
  return {
    verified: true,
    notification: {
      eventId: `${gbpReferenceNo ?? referenceNo}:${resultCode}`,
      eventType: `background ${paymentType ?? '?'} ${resultCode}`,
      providerRef: referenceNo,
      attemptId: attemptIdOfReference(referenceNo),
      isAboutOutcome: true,
    },
  };
};
