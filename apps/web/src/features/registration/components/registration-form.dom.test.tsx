import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicSiteSettingsSchema } from '@shop/contract/settings/site-settings';
import { standInServer } from '../../../test/stand-in-server';
import { RegistrationForm } from './registration-form';

// Nickname is switched on but optional; the telephone is required; tax invoices are offered.
const settings = publicSiteSettingsSchema.parse({
  register_form: {
    nickname: { is_enable: true, is_require: false },
    tel: { is_enable: true, is_require: true },
  },
  is_enable_tax: true,
  is_enable_tax_invoice: true,
});

const showForm = (askRequiredOnly: boolean) => {
  const server = standInServer({
    'GET /api/setting/site/into/1': () => ({ body: { success: true, data: settings } }),
    'GET /public/customlabel': () => ({ body: { success: true, data: [] } }),
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RegistrationForm onRegistered={vi.fn()} askRequiredOnly={askRequiredOnly} />
    </QueryClientProvider>,
  );
};

describe('registering to finish an order', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks only the fields the shop requires, and shows the optional ones on request', async () => {
    showForm(true);

    expect(await screen.findByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nickname')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /tax invoice/i })).toBeNull();
    expect(
      screen.getByText('Only what the shop needs: you can add the rest in your profile later.'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Fill in optional details too' }));

    expect(screen.getByLabelText('Nickname')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /tax invoice/i })).toBeInTheDocument();
  });

  it('asks every field the shop switched on when registering elsewhere', async () => {
    showForm(false);

    expect(await screen.findByLabelText('Nickname')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /tax invoice/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill in optional details too' })).toBeNull();
  });
});
