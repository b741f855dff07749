import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerQuestion, askToConfirm } from '../../lib/confirmations';
import { ConfirmHost } from './confirm-host';

afterEach(() => {
  act(() => answerQuestion(false));
});

describe("the shop's questions", () => {
  it('ask in a dialog named by its title and go on only when the buyer confirms', async () => {
    const onOk = vi.fn();
    render(<ConfirmHost />);
    const ask = () =>
      act(() =>
        askToConfirm({
          title: 'Choose this promotion?',
          content: 'The coupons you applied will be removed.',
          okText: 'Confirm',
          cancelText: 'Cancel',
          onOk,
        }),
      );

    ask();
    const dialog = screen.getByRole('dialog', { name: 'Choose this promotion?' });
    expect(dialog).toHaveTextContent('The coupons you applied will be removed.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOk).not.toHaveBeenCalled();

    ask();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onOk).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('show a notice to acknowledge with its one button', async () => {
    render(<ConfirmHost />);
    act(() => askToConfirm({ title: 'The price has changed', content: 'Total 2,664.30', okText: 'OK' }));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['OK']);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
