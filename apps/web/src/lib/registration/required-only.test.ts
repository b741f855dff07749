import { describe, expect, it } from 'vitest';
import { registerFormSchema } from '@shop/contract/settings/site-settings';
import { hasOptionalFields, requiredOnly } from './required-only';

const setup = {
  registerForm: registerFormSchema.parse({
    firstname: { is_enable: true, is_require: true },
    nickname: { is_enable: true, is_require: false },
    tel: { is_enable: true, is_require: false },
    address: { is_enable: false, is_require: false },
  }),
  labels: [
    { id: 1, required: true },
    { id: 2, required: false },
  ],
  taxInvoiceEnabled: true,
  pickGroup: true,
};

describe('the fields a buyer registering to finish an order is asked', () => {
  it('keeps the required fields and leaves out the optional ones, optional labels and the tax invoice', () => {
    const asked = requiredOnly(setup);

    expect(asked.registerForm.firstname).toEqual({ is_enable: true, is_require: true });
    expect(asked.registerForm.nickname.is_enable).toBe(false);
    expect(asked.registerForm.tel.is_enable).toBe(false);
    expect(asked.registerForm.address.is_enable).toBe(false);
    expect(asked.labels.map((label) => label.id)).toEqual([1]);
    expect(asked.taxInvoiceEnabled).toBe(false);
    expect(asked.pickGroup).toBe(true);
  });

  it('says when something optional was left out, so the rest can be shown on request', () => {
    expect(hasOptionalFields(setup)).toBe(true);
    expect(
      hasOptionalFields({ ...setup, taxInvoiceEnabled: false, registerForm: undefined, labels: [] }),
    ).toBe(false);
    expect(hasOptionalFields({ ...setup, taxInvoiceEnabled: false, registerForm: undefined })).toBe(true);
    expect(hasOptionalFields({ ...requiredOnly(setup) })).toBe(false);
  });

  it('asks nothing of a form not loaded yet', () => {
    expect(requiredOnly({ ...setup, registerForm: undefined }).registerForm).toBeUndefined();
  });
});
