import type { Plugin } from 'vite';

// react-svg-credit-card-payment-icons keeps each style's namespace object (esbuild's `__export`) in
// the same file as its Hiper icon, and tags every icon with metadata. Both read as side effects, so
// importing Hiper would keep all sixteen icons of the style; neither is one. Marked so, the card form
// ships only the twelve logos it imports.
const CARD_ICONS = /[\\/]react-svg-credit-card-payment-icons[\\/]dist[\\/]/;

export const cardIconsTreeShaking: Plugin = {
  name: 'card-icons-tree-shaking',
  apply: 'build',
  transform: (code, id) =>
    CARD_ICONS.test(id)
      ? {
          code: code.replace(/^__export\(/gm, '/* @__PURE__ */ __export('),
          map: { mappings: '' },
          moduleSideEffects: false,
        }
      : null,
};
