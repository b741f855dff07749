import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, one drawn line per line. The shop's PDFs write SARA AM (ำ)
 * as NIKHAHIT + SARA AA (its compatibility decomposition), so the text comes back in NFKC;
 * compare expected Thai with `comparable()` too.
 */
export const readPdfText = async (pdf: Buffer): Promise<{ pages: number; text: string }> => {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.flatMap((item) => ('str' in item ? [item.str] : [])).join('\n'));
    }
    return { pages: document.numPages, text: comparable(texts.join('\n')) };
  } finally {
    await document.destroy();
  }
};

/** Text as `readPdfText` answers it (NFKC), for comparing. */
export const comparable = (text: string) => text.normalize('NFKC');
