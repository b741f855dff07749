import { toString as renderQr } from 'qrcode';
import { sandboxPromptPayPayload } from './sandbox-promptpay-payload';

/** The QR image Omise serves for a PromptPay charge, as SVG. */
export const promptPayQrSvg = (satang: number): Promise<string> =>
  renderQr(sandboxPromptPayPayload(satang), { type: 'svg', margin: 2 });
