import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WholeNumberInput } from './whole-number-input';

/** A quantity of 1 to 3 (the stock), as the product page holds it. */
const Quantity = ({ onValue }: { onValue?: (value: number) => void }) => {
  const [value, setValue] = useState(1);
  return (
    <label>
      Quantity
      <WholeNumberInput
        value={value}
        min={1}
        max={3}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </label>
  );
};

describe('a whole-number box', () => {
  it('is a spin button named by its label, from 1 to the stock', () => {
    render(<Quantity />);
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(box).toHaveValue('1');
    expect(box).toHaveAttribute('aria-valuemax', '3');
    expect(box).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes digits only: letters typed go nowhere', async () => {
    const user = userEvent.setup();
    render(<Quantity />);
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.tripleClick(box);
    await user.keyboard('x2y');
    expect(box).toHaveValue('2');
  });

  it('brings a number over the stock back to the stock when left', async () => {
    const user = userEvent.setup();
    const values: number[] = [];
    render(<Quantity onValue={(value) => values.push(value)} />);
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.tripleClick(box);
    await user.keyboard('9');
    expect(box).toHaveValue('9');
    await user.tab();
    expect(box).toHaveValue('3');
    expect(values.at(-1)).toBe(3);
  });

  it('goes back to 1 when left empty', async () => {
    const user = userEvent.setup();
    render(<Quantity />);
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(box);
    expect(box).toHaveValue('');
    await user.tab();
    expect(box).toHaveValue('1');
  });

  it('steps with the arrow keys, within the range', async () => {
    const user = userEvent.setup();
    render(<Quantity />);
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.click(box);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveValue('3');
    expect(box).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveValue('2');
  });
});
