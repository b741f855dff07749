import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { FormField } from './form-field';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { TextArea, TextInput } from './text-input';

describe('a form field', () => {
  it('names its control by its label and reads the help with it', async () => {
    render(
      <FormField label="Coupon code" help="Letters and digits" required>
        {(control) => <TextInput {...control} />}
      </FormField>,
    );
    const box = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Letters and digits');
    expect(box).not.toBeInvalid();
    await userEvent.type(box, 'WELCOME10');
    expect(box).toHaveValue('WELCOME10');
  });

  it('announces an error, marks the control invalid and ties the error to it', () => {
    render(
      <FormField label="Address" error="Enter the address">
        {(control) => <TextArea {...control} />}
      </FormField>,
    );
    const box = screen.getByRole('textbox', { name: 'Address' });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the address');
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Enter the address');
  });
});

describe('a drop-down list', () => {
  it('shows the chosen option and hands back the value of the one chosen, with its type', async () => {
    const onChange = vi.fn();
    render(
      <FormField label="Plan">
        {(control) => (
          <Select
            {...control}
            value={6}
            onChange={onChange}
            options={[
              { value: 6, label: '6 months' },
              { value: 12, label: '12 months' },
              { value: 24, label: 'Lifetime', disabled: true },
            ]}
          />
        )}
      </FormField>,
    );
    const list = screen.getByRole('combobox', { name: 'Plan' });
    expect(screen.getByRole('option', { name: '6 months' })).toHaveProperty('selected', true);
    expect(screen.getByRole('option', { name: 'Lifetime' })).toBeDisabled();
    await userEvent.selectOptions(list, '12 months');
    expect(onChange).toHaveBeenCalledWith(12);
  });
});

const ShippingFees = ({ onChoose }: { onChoose: (id: number) => void }) => {
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <RadioGroup
      legend="Shipping fee"
      look="cards"
      value={chosen}
      onChange={(id) => {
        setChosen(id);
        onChoose(id);
      }}
      options={[
        { value: 1, label: 'Registered mail', description: 'Three to five days' },
        { value: 2, label: <strong>EMS</strong>, description: 'The next day' },
        { value: 3, label: 'Courier', disabled: true },
      ]}
    />
  );
};

describe('a group of radios', () => {
  it('is a radio group named by its legend, whose options are named by their labels', () => {
    render(<ShippingFees onChoose={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Shipping fee' });
    const ems = within(group).getByRole('radio', { name: 'EMS' });
    expect(ems).toHaveAccessibleDescription('The next day');
    expect(within(group).getByRole('radio', { name: 'Courier' })).toBeDisabled();
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  it('chooses an option by a click anywhere on its card and calls back with its value', async () => {
    const onChoose = vi.fn();
    render(<ShippingFees onChoose={onChoose} />);
    await userEvent.click(screen.getByText('The next day'));
    expect(onChoose).toHaveBeenCalledWith(2);
    expect(screen.getByRole('radio', { name: 'EMS' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Registered mail' }));
    expect(onChoose).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('radio', { name: 'EMS' })).not.toBeChecked();
  });

  it('keeps the choice its owner keeps when the owner refuses the one clicked', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        aria-label="Payment method"
        value="transfer"
        onChange={onChange}
        sections={[
          { key: 'bank', title: 'Bank transfer', options: [{ value: 'transfer', label: 'Transfer' }] },
          {
            key: 'other',
            title: 'Other ways to pay',
            options: [{ value: 'installments', label: 'Installments' }],
          },
        ]}
      />,
    );
    const other = screen.getByRole('group', { name: 'Other ways to pay' });
    await userEvent.click(within(other).getByRole('radio', { name: 'Installments' }));
    expect(onChange).toHaveBeenCalledWith('installments');
    expect(screen.getByRole('radio', { name: 'Installments' })).not.toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Bank transfer' })).getByRole('radio', { name: 'Transfer' }),
    ).toBeChecked();
  });
});

describe('a tick box', () => {
  it('is named by its words and ticks from them', async () => {
    const Consent = () => {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox checked={checked} onChange={setChecked}>
          I need a tax invoice
        </Checkbox>
      );
    };
    render(<Consent />);
    await userEvent.click(screen.getByText('I need a tax invoice'));
    expect(screen.getByRole('checkbox', { name: 'I need a tax invoice' })).toBeChecked();
  });
});
