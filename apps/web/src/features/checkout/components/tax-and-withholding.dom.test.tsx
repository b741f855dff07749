import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TaxAndWithholding } from './tax-and-withholding';

const renderWithholding = (requested: boolean, onWithholdingChange = vi.fn()) => {
  render(
    <TaxAndWithholding
      signedIn={false}
      profile={null}
      invoiceEnabled={false}
      option="offered"
      withholding={{ requested, percent: 3 }}
      certificate={{ show: false, required: false }}
      onWithholdingChange={onWithholdingChange}
    />,
  );
  return onWithholdingChange;
};

describe('withholding tax in the cart', () => {
  it('offers the rates only once withholding is ticked, and ticking it withholds the rate shown', async () => {
    const onChange = renderWithholding(false);
    const rates = screen.getByRole('radiogroup', { name: 'Withholding rate' });
    expect(within(rates).getByRole('radio', { name: '3%' })).toBeDisabled();
    expect(within(rates).getByRole('radio', { name: '1%' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Withhold tax at source' }));
    expect(onChange).toHaveBeenCalledWith(true, 3);
  });

  it('withholds the rate the buyer chooses', async () => {
    const onChange = renderWithholding(true);
    expect(screen.getByRole('checkbox', { name: 'Withhold tax at source' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3%' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: '1%' }));
    expect(onChange).toHaveBeenCalledWith(true, 1);
  });
});
