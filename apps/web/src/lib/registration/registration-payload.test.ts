import { describe, expect, it } from 'vitest';
import { sectionsOf } from './issue-sections';
import { registrationPayloadOf } from './registration-payload';

const picture = new File(['x'], 'me.png', { type: 'image/png' });

describe('registrationPayloadOf', () => {
  it('leaves out the username and password of a buyer who does not register', () => {
    const body = registrationPayloadOf(
      { email: 'a@example.com', username: 'ignored', password: 'ignored' },
      { member: false, layoutFour: true },
    );
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('password');
    expect(body.is_registration_layout_four).toBe(true);
  });

  it('names a picked file by its own name until it is uploaded, then by the stored name', () => {
    const values = { displayImgUrl: picture, customLabel: { '4': picture, '5': 'Facebook' } };
    const mode = { member: true, layoutFour: false };
    expect(registrationPayloadOf(values, mode)).toMatchObject({
      displayImgUrl: 'me.png',
      customLabel: { '4': 'me.png', '5': 'Facebook' },
    });
    const stored = registrationPayloadOf(values, mode, {
      displayImgUrl: 'a1.png',
      'customLabel.4': 'b2.png',
    });
    expect(stored).toMatchObject({ displayImgUrl: 'a1.png', customLabel: { '4': 'b2.png' } });
  });

  it('sends the tax fields only when a tax invoice is asked for', () => {
    const mode = { member: true, layoutFour: false };
    expect(registrationPayloadOf({ tax_name_one: 'x' }, mode)).not.toHaveProperty('tax_name_one');
    expect(registrationPayloadOf({ is_require_tax_invoice: true, tax_name_one: 'x' }, mode)).toMatchObject({
      tax_name_one: 'x',
      tax_person_type: 'normal_person',
    });
  });
});

describe('sectionsOf', () => {
  it('splits the invalid fields into main, login and tax data, in form order', () => {
    const issue = (path: string) => ({ path, message: '' });
    expect(sectionsOf([issue('tax_address'), issue('password'), issue('customLabel.3')])).toEqual([
      'main',
      'login',
      'tax',
    ]);
  });
});
