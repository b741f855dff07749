import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form, Input, InputNumber } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminShippingFee, ShippingFeeBody } from '@shop/contract/admin/shipping-fees';
import { useDeleteShippingFee } from '../../features/admin-settings/api/delete-shipping-fee';
import { useAdminShippingFees } from '../../features/admin-settings/api/list-admin-shipping-fees';
import { useSaveShippingFee } from '../../features/admin-settings/api/save-shipping-fee';
import { refusal, standInServer, type StandInAnswer, type StandInCall } from '../../test/stand-in-server';
import { NoticeHost } from '../ui/notice-host';
import { AdminEditTable } from './admin-edit-table';
import { EditFormModal } from './edit-form-modal';

type Values = { name: string; fee: number };

const OptionDialog = ({ option, onClose }: { option: AdminShippingFee | null; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const save = useSaveShippingFee();
  return (
    <EditFormModal<Values>
      title={option ? 'Edit the option' : 'Add an option'}
      form={form}
      initialValues={option ? { name: option.name, fee: option.fee } : { fee: 0 }}
      save={(values) => save.mutateAsync({ id: option?.id ?? null, body: values })}
      onClose={onClose}
      // As categories tie SLUG_TAKEN to their slug field.
      fieldOfCode={{ SLUG_TAKEN: 'name' }}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Give the option a name' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="fee" label="Fee">
        <InputNumber min={0} />
      </Form.Item>
    </EditFormModal>
  );
};

/** A list-and-edit screen built on the kit, over the shop's real delivery-option calls. */
const DeliveryOptions = () => {
  const options = useAdminShippingFees();
  const remove = useDeleteShippingFee();
  return (
    <AdminEditTable<AdminShippingFee>
      rows={options.data?.data}
      query={options}
      rowKey="id"
      addLabel="Add an option"
      renderForm={(option, close) => <OptionDialog option={option} onClose={close} />}
      actions={{
        editLabel: 'Edit',
        nameOf: (row) => row.name,
        remove: {
          label: 'Delete',
          confirmTitle: (row) => `Delete ${row.name}?`,
          run: (row) => remove.mutateAsync(row.id),
          doneText: 'Option deleted',
          canDelete: (row) => row.is_active,
        },
      }}
      columns={[
        { key: 'name', title: 'Name', dataIndex: 'name' },
        { key: 'fee', title: 'Fee', dataIndex: 'fee' },
      ]}
    />
  );
};

const option = (id: number, name: string, fee: number, isActive = true): AdminShippingFee => ({
  id,
  name,
  fee,
  fee_usd: null,
  is_active: isActive,
  sort_order: 0,
});

/** The stand-in shop keeps the options; `answers` replace a route's usual answer. */
const showScreen = (rows: AdminShippingFee[], answers: Record<string, () => StandInAnswer> = {}) => {
  let stored = [...rows];
  const fromBody = (id: number, call: StandInCall) => ({
    ...option(id, '', 0),
    ...(call.body as ShippingFeeBody),
  });
  const server = standInServer({
    'GET /api/admin/shipping-fees': () => ({ body: { success: true, data: stored, total: stored.length } }),
    'POST /api/admin/shipping-fees': (call) => {
      const added = fromBody(stored.length + 10, call);
      stored = [...stored, added];
      return { body: { success: true, data: added } };
    },
    'PUT /api/admin/shipping-fees/:id': (call) => {
      const id = Number(call.path.split('/').pop());
      stored = stored.map((row) => (row.id === id ? fromBody(id, call) : row));
      return { body: { success: true, data: fromBody(id, call) } };
    },
    'DELETE /api/admin/shipping-fees/:id': (call) => {
      stored = stored.filter((row) => row.id !== Number(call.path.split('/').pop()));
      return { body: { success: true } };
    },
    ...answers,
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <DeliveryOptions />
        <NoticeHost />
      </App>
    </QueryClientProvider>,
  );
  return server;
};

describe('the admin edit-table kit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds a row from the dialog, says it is saved and shows it in the list', async () => {
    const user = userEvent.setup();
    const server = showScreen([option(1, 'Standard post', 5000)]);
    await screen.findByRole('cell', { name: 'Standard post' });

    await user.click(screen.getByRole('button', { name: /Add an option/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an option' });
    await user.type(within(dialog).getByLabelText('Name'), 'Courier');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('cell', { name: 'Courier' })).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add an option' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('POST /api/admin/shipping-fees').map((call) => call.body)).toEqual([
      { name: 'Courier', fee: 0 },
    ]);
  });

  it('edits a row in a dialog that starts from its values', async () => {
    const user = userEvent.setup();
    const server = showScreen([option(1, 'Standard post', 5000), option(2, 'Courier', 9000)]);

    await user.click(await screen.findByRole('button', { name: 'Edit Courier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the option' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Courier');
    await user.clear(name);
    await user.type(name, 'Express courier');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('cell', { name: 'Express courier' })).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/shipping-fees/:id')).toEqual([
      { method: 'PUT', path: '/api/admin/shipping-fees/2', body: { name: 'Express courier', fee: 9000 } },
    ]);
  });

  it('deletes a row only once the administrator confirms, and keeps a row in use undeletable', async () => {
    const user = userEvent.setup();
    const server = showScreen([option(1, 'Standard post', 5000), option(2, 'Old courier', 9000, false)]);

    expect(await screen.findByRole('button', { name: 'Delete Old courier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete Standard post' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete Standard post?');
    expect(server.callsTo('DELETE /api/admin/shipping-fees/:id')).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Option deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Standard post' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('DELETE /api/admin/shipping-fees/:id').map((call) => call.path)).toEqual([
      '/api/admin/shipping-fees/1',
    ]);
  });

  it('shows a refusal from the server in the reader’s language and keeps the row', async () => {
    const user = userEvent.setup();
    showScreen([option(1, 'Standard post', 5000)], {
      'DELETE /api/admin/shipping-fees/:id': () => refusal(409, 'BANK_ACCOUNT_IN_USE'),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Standard post' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account cannot be removed because a transfer was reported to it',
    );
    expect(screen.getByRole('cell', { name: 'Standard post' })).toBeInTheDocument();
  });

  it('puts a refused field’s message on that field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    showScreen([], {
      'POST /api/admin/shipping-fees': () => ({
        status: 400,
        body: {
          success: false,
          error: { code: 'INPUT_ERROR', msg: 'bad', params: [{ param: 'name', message: 'Too long' }] },
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: /Add an option/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an option' });
    await user.type(within(dialog).getByLabelText('Name'), 'Courier');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Too long')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('name : Too long');
    expect(screen.getByRole('dialog', { name: 'Add an option' })).toBeInTheDocument();
  });

  it('puts a refusal code that belongs to one field on that field, in the reader’s language', async () => {
    const user = userEvent.setup();
    showScreen([option(1, 'Standard post', 5000)], {
      'PUT /api/admin/shipping-fees/:id': () => refusal(409, 'SLUG_TAKEN'),
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Standard post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the option' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const taken = 'This slug is already in use. Please choose another one';
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
  });

  it('refuses a form with a missing name, says why, and sends nothing', async () => {
    const user = userEvent.setup();
    const server = showScreen([]);

    await user.click(await screen.findByRole('button', { name: /Add an option/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an option' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Give the option a name')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/shipping-fees')).toEqual([]);
  });

  it('says when there is nothing to list', async () => {
    showScreen([]);
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });

  it('says the list could not be loaded, why, and loads it again on retry', async () => {
    const user = userEvent.setup();
    let isDown = true;
    showScreen([option(1, 'Standard post', 5000)], {
      'GET /api/admin/shipping-fees': () =>
        isDown
          ? refusal(404, 'NOT_FOUND')
          : { body: { success: true, data: [option(1, 'Standard post', 5000)], total: 1 } },
    });

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Could not load the data');
    expect(failure).toHaveTextContent('Not found');
    isDown = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('cell', { name: 'Standard post' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the data')).not.toBeInTheDocument();
  });
});
