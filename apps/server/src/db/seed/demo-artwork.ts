/** Colours of the demo covers, one pair per course in seed order. */
const PALETTES = [
  ['#1f4e8c', '#4fa3e0'],
  ['#6b2fa3', '#d16ba5'],
  ['#0f766e', '#5eead4'],
  ['#9a3412', '#fb923c'],
  ['#1e3a8a', '#a78bfa'],
  ['#065f46', '#a3e635'],
  ['#7c2d12', '#facc15'],
  ['#0e7490', '#67e8f9'],
  ['#831843', '#f9a8d4'],
  ['#3f3f46', '#fde68a'],
  ['#14532d', '#86efac'],
] as const;

/**
 * A symbol per kind of course, drawn around the centre (600, 315) and moved to the lower left by
 * SYMBOL_PLACE (no text: fonts differ between machines). An online course gets a laptop, not a
 * play triangle: the course page puts its own play button on the cover when there is a preview.
 */
const SYMBOLS: Record<string, string> = {
  Online:
    '<rect x="510" y="240" width="180" height="120" rx="10" fill="none" stroke="#fff" stroke-width="16"/><path d="M470 380h260l-20 28h-220z" fill="#fff"/>',
  Flex: '<path d="M520 315a80 80 0 1 1 160 0a80 80 0 1 1 -160 0" fill="none" stroke="#fff" stroke-width="22"/><path d="M600 255v60l45 30" stroke="#fff" stroke-width="18" fill="none" stroke-linecap="round"/>',
  'In-class':
    '<rect x="500" y="240" width="200" height="130" rx="10" fill="#fff"/><rect x="540" y="380" width="120" height="20" fill="#fff"/>',
  'Private-Classroom':
    '<circle cx="560" cy="270" r="40" fill="#fff"/><circle cx="650" cy="270" r="40" fill="#fff" opacity="0.7"/><rect x="510" y="320" width="190" height="80" rx="40" fill="#fff"/>',
  'Live-Broadcast':
    '<circle cx="600" cy="315" r="30" fill="#fff"/><path d="M530 245a100 100 0 0 0 0 140M670 245a100 100 0 0 1 0 140" stroke="#fff" stroke-width="16" fill="none"/>',
  'Live-Room':
    '<rect x="500" y="250" width="150" height="130" rx="16" fill="#fff"/><polygon points="660,290 720,260 720,370 660,340" fill="#fff"/>',
  'Live-Room-Student-Camera':
    '<rect x="500" y="250" width="150" height="130" rx="16" fill="#fff"/><circle cx="575" cy="315" r="32" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="12"/><polygon points="660,290 720,260 720,370 660,340" fill="#fff"/>',
  product:
    '<rect x="520" y="220" width="160" height="200" rx="8" fill="#fff"/><rect x="540" y="220" width="12" height="200" fill="#000" opacity="0.15"/>',
};

/** The centre is left to the course page's play button, which sits there on every demo course. */
const SYMBOL_PLACE = 'translate(300 430) scale(0.7) translate(-600 -315)';

/** An SVG cover of 1200 x 628 (the social image ratio of spec 1) for the demo's nth course. */
export const demoCoverSvg = (index: number, courseType: string, variant = 0): string => {
  const [from, to] = PALETTES[(index + variant) % PALETTES.length] ?? PALETTES[0];
  const symbol = SYMBOLS[courseType] ?? SYMBOLS.Online;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="628" viewBox="0 0 1200 628">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="628" fill="url(#g)"/>
<circle cx="${String(150 + variant * 80)}" cy="520" r="260" fill="#fff" opacity="0.08"/>
<circle cx="1080" cy="${String(90 + variant * 40)}" r="200" fill="#fff" opacity="0.1"/>
<circle cx="600" cy="315" r="170" fill="#fff" opacity="0.14"/>
<g transform="${SYMBOL_PLACE}">${symbol ?? ''}</g>
</svg>`;
};
