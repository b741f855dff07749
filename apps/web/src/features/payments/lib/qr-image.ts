/** The QR drawn this many pixels wide: sharp enough for a banking app's "scan from photo". */
const SIZE = 720;
/** A quiet zone of white around the code, as QR readers need. */
const MARGIN = 48;

const loadImage = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    // The provider's picture may be on another origin: ask for it so the canvas may be read.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the QR image did not load'));
    image.src = url;
  });

/**
 * The QR as a PNG: providers hand an SVG (Omise) or a data address, and a banking app's "scan
 * from photo" reads only pictures from the phone's gallery, which takes PNG or JPEG.
 */
export const qrPng = async (imageUrl: string): Promise<Blob> => {
  const image = await loadImage(imageUrl);
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, SIZE, SIZE);
  context.drawImage(image, MARGIN, MARGIN, SIZE - 2 * MARGIN, SIZE - 2 * MARGIN);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png');
  });
};

/** The file name a saved or shared QR gets. */
export const qrFileName = (orderId: number) => `promptpay-order-${String(orderId)}.png`;

/** Whether this browser can hand a PNG file to another app (the Web Share API with files). */
export const canShareImage = (): boolean => {
  if (typeof navigator.canShare !== 'function' || typeof File === 'undefined') return false;
  try {
    return navigator.canShare({ files: [new File([], 'qr.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
};
