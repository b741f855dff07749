import { useState } from 'react';
import { canShareImage, qrFileName, qrPng } from '../lib/qr-image';

/** Starts a download of `href` as `fileName`, as a link with `download` does. */
const download = (href: string, fileName: string) => {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * "Save QR image" and, where the phone has a share sheet, "open in banking app": a buyer cannot
 * scan their own screen, so they save the QR (or hand it to their banking app) and pick it in the
 * app's "scan from photo". A PromptPay QR has no address a banking app opens by itself
 * (docs/decisions/payments.md), so the share sheet is the one honest way into the app.
 */
export const useQrImageActions = (imageUrl: string, orderId: number) => {
  const [busy, setBusy] = useState(false);
  const [canShare] = useState(canShareImage);
  const fileName = qrFileName(orderId);

  const withPng = async (use: (png: Blob) => Promise<void> | void) => {
    setBusy(true);
    try {
      await use(await qrPng(imageUrl));
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    withPng((png) => {
      const url = URL.createObjectURL(png);
      download(url, fileName);
      // The download has its copy once the click is handled; free the picture a moment later.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    }).catch(() => {
      // A picture the canvas may not read (another origin without CORS): save it as it is.
      download(imageUrl, fileName);
    });

  const share = () =>
    withPng((png) => navigator.share({ files: [new File([png], fileName, { type: 'image/png' })] })).catch(
      () => undefined,
    );

  return { busy, canShare, save, share };
};
