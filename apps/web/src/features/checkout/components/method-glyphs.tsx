// Two small marks drawn for the payment box, where no maintained package has a logo: a QR code
// for the Thai QR methods and a card paid in parts for installments. Drawn here, not copied.

type GlyphProps = { label: string; size: number };

const Finder = ({ x, y }: { x: number; y: number }) => (
  <>
    <rect x={x} y={y} width="7" height="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <rect x={x + 2.2} y={y + 2.2} width="2.6" height="2.6" fill="currentColor" />
  </>
);

/** A QR code's three finder squares and a few modules. */
export const QrGlyph = ({ label, size }: GlyphProps) => (
  <svg className="method-glyph" role="img" aria-label={label} width={size} height={size} viewBox="0 0 20 20">
    <Finder x={1} y={1} />
    <Finder x={12} y={1} />
    <Finder x={1} y={12} />
    <path
      d="M12 12h2.5v2.5H12zM16.5 12H19v2.5h-2.5zM14.5 14.5H17V17h-2.5zM12 16.5h2.5V19H12zM17 17h2v2h-2z"
      fill="currentColor"
    />
  </svg>
);

/** A card with its amount split into three parts. */
export const InstallmentGlyph = ({ label, size }: GlyphProps) => (
  <svg
    className="method-glyph"
    role="img"
    aria-label={label}
    width={size * 1.5}
    height={size}
    viewBox="0 0 30 20"
  >
    <rect x="1" y="2" width="28" height="16" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <rect x="1" y="5.5" width="28" height="3" fill="currentColor" />
    <rect x="4.5" y="12" width="6" height="3" rx="1" fill="currentColor" />
    <rect x="12" y="12" width="6" height="3" rx="1" fill="currentColor" opacity="0.6" />
    <rect x="19.5" y="12" width="6" height="3" rx="1" fill="currentColor" opacity="0.3" />
  </svg>
);
