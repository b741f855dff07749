const SARA_AM = '\u0E33';
const NIKHAHIT_AND_SARA_AA = '\u0E4D\u0E32';

/**
 * Writes SARA AM (ำ) as NIKHAHIT + SARA AA, its Unicode compatibility decomposition, before the
 * text reaches pdfkit. Sarabun draws ำ with exactly those two glyphs, and the PDF's ToUnicode table
 * holds one text per glyph, the one of its first use (fontkit and pdfkit both keep it): after
 * "สำ" the NIKHAHIT glyph reads as a whole ำ and the SARA AA glyph adds another า, so copying
 * "สำเร็จ" gave "สำาเร็จ". Decomposed, each glyph stands for its own letter and the page looks
 * the same. Every text the renderer measures or draws must pass through here first.
 */
export const splitSaraAm = (text: string): string => text.replaceAll(SARA_AM, NIKHAHIT_AND_SARA_AA);
