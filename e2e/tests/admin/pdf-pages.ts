import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

type NodeCanvas = { toBuffer(mime: 'image/png'): Buffer };
type CanvasFactory = {
  create(width: number, height: number): { canvas: NodeCanvas; context: CanvasRenderingContext2D };
};

/**
 * A PDF's first page as a PNG (pdf.js drawing on Node's canvas, as a viewer would show it) and
 * the text of all its pages. The shop's PDFs write ำ as its two-glyph decomposition, so the
 * text is answered in NFKC: compare with `.normalize('NFKC')`.
 */
export const renderPdf = async (pdf: Buffer): Promise<{ png: Buffer; text: string; inked: number }> => {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: 1.5 });
    // pdf.js brings its own factory for Node's canvas (@napi-rs/canvas); its type is not exported.
    const factory = document.canvasFactory as CanvasFactory;
    const { canvas, context } = factory.create(viewport.width, viewport.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport })
      .promise;
    const pixels = context.getImageData(0, 0, viewport.width, viewport.height).data;
    let inked = 0;
    for (let index = 0; index < pixels.length; index += 4) {
      if (
        (pixels[index] ?? 255) < 128 &&
        (pixels[index + 1] ?? 255) < 128 &&
        (pixels[index + 2] ?? 255) < 128
      )
        inked += 1;
    }
    return { png: canvas.toBuffer('image/png'), text: texts.join('\n').normalize('NFKC'), inked };
  } finally {
    await document.destroy();
  }
};
