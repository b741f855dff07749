import { splitSaraAm } from './certificate-pdf-sara-am';

/** A text broken into lines that fit a box, at the size that made them fit. */
export type FittedText = {
  font: string;
  size: number;
  lines: string[];
  /** From one line's top to the next one's. */
  lineAdvance: number;
  /** From the first line's top to the last one's bottom. */
  height: number;
};

/** The box a text must fit and how far it may shrink to fit it. */
export type TextFit = {
  /** A font name registered on the document. */
  font: string;
  width: number;
  maxSize: number;
  minSize: number;
  maxLines: number;
  maxHeight?: number;
};

// Thai stacks tone marks above and vowels below the line, so wrapped lines get extra leading
// beyond the font's own line height to keep one line's marks clear of the next.
const LEADING = 1.1;

const ELLIPSIS = '…';
// Thai is written without spaces between words, so lines may only break where ICU's dictionary
// finds a word boundary; pdfkit's own wrapper would break inside a word or not at all.
const words = new Intl.Segmenter('th', { granularity: 'word' });
// Grapheme clusters keep a Thai consonant together with its vowel and tone marks.
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

const split = (segmenter: Intl.Segmenter, text: string) =>
  Array.from(segmenter.segment(text), (part) => part.segment);

type Measure = (text: string) => number;

const pieces = (text: string, measure: Measure, width: number) =>
  split(words, text).flatMap((word) => (measure(word) > width ? split(graphemes, word) : [word]));

const wrap = (text: string, measure: Measure, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces(text, measure, width)) {
    const candidate = line + piece;
    if (line === '' || measure(candidate.trimEnd()) <= width) {
      line = candidate.trimStart();
      continue;
    }
    lines.push(line.trimEnd());
    line = piece.trimStart();
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
};

const withEllipsis = (line: string, measure: Measure, width: number): string => {
  const parts = split(graphemes, line);
  while (parts.length > 0 && measure(parts.join('').trimEnd() + ELLIPSIS) > width) parts.pop();
  return parts.join('').trimEnd() + ELLIPSIS;
};

/**
 * Breaks the text into lines of `width`, at the largest whole size from `maxSize` down to
 * `minSize` whose lines keep within `maxLines` and `maxHeight`; a text too long even at `minSize`
 * keeps the lines that fit and ends with an ellipsis, so it never runs off the page.
 */
export const fitCertificateText = (doc: PDFKit.PDFDocument, raw: string, fit: TextFit): FittedText => {
  // A title typed with line breaks or runs of spaces is laid out as one paragraph.
  const text = raw.replace(/\s+/g, ' ').trim();
  // Measured as it will be drawn: fontkit also keeps the text of a glyph's first use, so even a
  // measurement of an undivided ำ would make its glyph copy as ำ again.
  const measure: Measure = (part) => doc.widthOfString(splitSaraAm(part));
  // Measures at the document's current size, which `attempt` sets.
  const layout = (size: number, lines: string[]): FittedText => {
    const lineHeight = doc.currentLineHeight();
    const lineAdvance = lineHeight * LEADING;
    const height = lineHeight + (lines.length - 1) * lineAdvance;
    return { font: fit.font, size, lines, lineAdvance, height };
  };
  const attempt = (size: number) => {
    doc.fontSize(size);
    return layout(size, wrap(text, measure, fit.width));
  };
  const fits = (laid: FittedText) =>
    laid.lines.length <= fit.maxLines && laid.height <= (fit.maxHeight ?? Infinity);
  doc.font(fit.font);
  let laid = attempt(fit.maxSize);
  while (!fits(laid) && laid.size > fit.minSize) laid = attempt(Math.max(fit.minSize, laid.size - 1));
  if (!fits(laid)) {
    const kept = [...laid.lines];
    while (kept.length > 1 && !fits(layout(laid.size, kept))) kept.pop();
    const last = kept.pop() ?? '';
    laid = layout(laid.size, [...kept, withEllipsis(last, measure, fit.width)]);
  }
  return { ...laid, lines: laid.lines.map(splitSaraAm) };
};
