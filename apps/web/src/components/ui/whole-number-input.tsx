import { clsx } from 'clsx';
import { useState, type KeyboardEvent } from 'react';
import { keepWholeNumberKeys } from '../../lib/whole-number-keys';
import './whole-number-input.css';

type WholeNumberInputProps = {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  id?: string;
  className?: string;
};

/**
 * A box for a whole number (a quantity) between `min` and `max`: digits only (a letter typed or
 * pasted goes nowhere), the phone's number pad, arrow keys step it, and what is typed beyond the
 * range is brought back into it when the box is left. A spin button to assistive technology; the
 * − and + beside it are for pointers only (keyboards have the arrows).
 */
export const WholeNumberInput = ({ value, min, max, onChange, id, className }: WholeNumberInputProps) => {
  // What the buyer is typing, kept as typed (an empty box, a "9" over the stock) until they leave it.
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (number: number) => Math.min(max, Math.max(min, number));
  const step = (by: number) => {
    setDraft(null);
    onChange(clamp(value + by));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, () => void> = {
      ArrowUp: () => step(1),
      ArrowDown: () => step(-1),
      Home: () => step(min - value),
      End: () => step(max - value),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
      return;
    }
    keepWholeNumberKeys(event);
  };
  return (
    <span className={clsx('ui-number', className)}>
      <button type="button" tabIndex={-1} aria-hidden="true" disabled={value <= min} onClick={() => step(-1)}>
        −
      </button>
      <input
        id={id}
        type="text"
        role="spinbutton"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        value={draft ?? String(value)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          setDraft(digits);
          const number = Number(digits);
          if (digits !== '' && number >= min) onChange(clamp(number));
        }}
        onBlur={() => {
          if (draft !== null) onChange(clamp(Number(draft) || min));
          setDraft(null);
        }}
      />
      <button type="button" tabIndex={-1} aria-hidden="true" disabled={value >= max} onClick={() => step(1)}>
        +
      </button>
    </span>
  );
};
