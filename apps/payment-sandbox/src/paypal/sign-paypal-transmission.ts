import { createHmac } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * The sandbox's stand-in for PayPal's SHA256withRSA transmission signature, over the same
 * message PayPal signs: `<transmission id>|<transmission time>|<webhook id>|<crc32 of the raw
 * body>`. Only the sandbox can check it (through the verify call), as with PayPal.
 */
export const signPayPalTransmission = (
  secret: string,
  parts: { transmissionId: string; transmissionTime: string; webhookId: string; body: string },
): string =>
  createHmac('sha256', secret)
    .update(
      `${parts.transmissionId}|${parts.transmissionTime}|${parts.webhookId}|${String(crc32(parts.body))}`,
    )
    .digest('base64');
