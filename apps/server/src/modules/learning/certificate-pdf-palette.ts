/** The certificate's inks: a deep navy for the words that matter, gold for the ornament. */
export const CERTIFICATE_PALETTE = {
  paper: '#fffdf7',
  navy: '#1d3557',
  gold: '#b38b3d',
  paleGold: '#e9dcbf',
  ink: '#3d4451',
  muted: '#7a808c',
} as const;
