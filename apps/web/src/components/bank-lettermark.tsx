type BankLettermarkProps = { code: string; size: number; label?: string | undefined };

/** A bank without a packaged logo: its code's letters on a neutral circle. */
export const BankLettermark = ({ code, size, label }: BankLettermarkProps) => {
  const letters = code.slice(0, 4);
  // Longer codes get smaller letters so four still fit inside the circle.
  const fontSize = letters.length <= 2 ? 15 : letters.length === 3 ? 12 : 9.5;
  return (
    <svg
      className="bank-logo"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      <circle cx="20" cy="20" r="20" fill="#e8ecf2" />
      <text
        x="20"
        y="20"
        dominantBaseline="central"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={fontSize}
        fill="#3d4a5c"
      >
        {letters}
      </text>
    </svg>
  );
};
