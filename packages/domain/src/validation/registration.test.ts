import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  isValidEmail,
  isValidUsername,
  registrationSchema,
  type FieldSetting,
  type RegisterFormField,
  type RegistrationOptions,
} from './registration';

const off: FieldSetting = { isEnable: false, isRequire: false };
const optional: FieldSetting = { isEnable: true, isRequire: false };
const required: FieldSetting = { isEnable: true, isRequire: true };

const form = (overrides: Partial<Record<RegisterFormField, FieldSetting>> = {}) => ({
  firstname: off,
  lastname: off,
  nickname: off,
  tel: off,
  address: off,
  imageProfile: off,
  companyCertificate: off,
  ...overrides,
});

const options = (overrides: Partial<RegistrationOptions> = {}): RegistrationOptions => ({
  registerForm: form(),
  isLayoutFour: false,
  userGroups: { enabled: false, mustPick: false },
  customLabels: [],
  taxInvoiceEnabled: false,
  ...overrides,
});

const email = 'somchai@example.co.th';

const issues = (payload: Record<string, unknown>, opts = options(), texts = messages.en) => {
  const result = registrationSchema(opts, texts).safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('isValidEmail', () => {
  it.each([
    'somchai@example.com',
    'a.b-c_d+e@mail.co.th',
    'sales@startup.company',
    'me@studio.photography',
    'info@ตัวอย่าง.ไทย',
    'info@xn--72c1a1bt4awk9o.xn--o3cw4h',
  ])('accepts %s, whatever the length of its top-level domain', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    ['no @', 'somchai.example.com'],
    ['no local part', '@example.com'],
    ['no dot in the domain', 'a@localhost'],
    ['a one-letter top-level domain', 'a@example.c'],
    ['two dots in a row', 'a..b@example.com'],
    ['a leading dot', '.a@example.com'],
    ['a dot before @', 'a.@example.com'],
    ['a domain label starting with a hyphen', 'a@-example.com'],
    ['an empty domain label', 'a@example..com'],
    ['a space', 'som chai@example.com'],
    ['more than 254 characters', `${'a'.repeat(60)}@${'b'.repeat(190)}.com`],
  ])('refuses an address with %s', (_name, address) => {
    expect(isValidEmail(address)).toBe(false);
  });
});

describe('isValidUsername', () => {
  it.each([
    ['somchai_01', true],
    ['a.b-c@d', true],
    ['som chai', false],
    ['สมชาย', false],
    ['a!b', false],
    ['', false],
    ['u'.repeat(255), true],
    ['u'.repeat(256), false],
  ])('judges the username %j valid: %s', (username, valid) => {
    expect(isValidUsername(username)).toBe(valid);
  });
});

describe('registrationSchema: profile fields', () => {
  it('accepts a payload with only an e-mail when every other field is off', () => {
    expect(issues({ email })).toEqual([]);
  });

  it.each([
    ['missing', {}, 'Please enter your e-mail'],
    ['blank', { email: '  ' }, 'Please enter your e-mail'],
    ['malformed', { email: 'somchai@' }, 'Invalid e-mail address'],
  ])('refuses an e-mail that is %s', (_name, payload, message) => {
    expect(issues(payload)).toEqual([['email', message]]);
  });

  it('asks for every enabled and required profile field', () => {
    const opts = options({
      registerForm: form({
        firstname: required,
        lastname: required,
        nickname: required,
        address: required,
        imageProfile: required,
        tel: required,
      }),
    });
    expect(issues({ email }, opts, messages.th)).toEqual([
      ['firstname', 'กรุณากรอกชื่อ'],
      ['lastname', 'กรุณากรอกนามสกุล'],
      ['nickname', 'กรุณากรอกชื่อเล่น'],
      ['address', 'กรุณากรอกที่อยู่'],
      ['displayImgUrl', 'กรุณาอัปโหลดรูปโปรไฟล์'],
      ['tel', 'กรุณากรอกเบอร์โทรศัพท์'],
    ]);
  });

  it('leaves enabled but optional fields empty without complaint', () => {
    const opts = options({
      registerForm: form({ firstname: optional, tel: optional, imageProfile: optional }),
    });
    expect(issues({ email, firstname: '', tel: null }, opts)).toEqual([]);
  });

  it('ignores fields the form does not show, even when marked required', () => {
    const opts = options({ registerForm: form({ firstname: { isEnable: false, isRequire: true } }) });
    expect(issues({ email, tel: 'abc' }, opts)).toEqual([]);
  });

  it.each([
    ['firstname', 'First name must be at most 255 characters'],
    ['lastname', 'Last name must be at most 255 characters'],
    ['nickname', 'Nickname must be at most 255 characters'],
  ] as const)('refuses a %s of 256 characters', (field, message) => {
    const opts = options({ registerForm: form({ [field]: required }) });
    expect(issues({ email, [field]: 'ก'.repeat(256) }, opts)).toEqual([[field, message]]);
  });

  it('accepts a first name of exactly 255 characters', () => {
    expect(
      issues({ email, firstname: 'ก'.repeat(255) }, options({ registerForm: form({ firstname: required }) })),
    ).toEqual([]);
  });

  it.each([
    ['address', 1001, 'Address must be at most 1000 characters', 'address'],
    ['displayImgUrl', 256, 'At most 255 characters', 'imageProfile'],
  ] as const)('refuses a %s longer than %s characters', (field, length, message, setting) => {
    const opts = options({ registerForm: form({ [setting]: optional }) });
    expect(issues({ email, [field]: 'x'.repeat(length) }, opts)).toEqual([[field, message]]);
  });

  it.each([
    ['0812345678', true],
    ['021234567', true],
    ['08123456', false],
    ['08123456789', false],
    ['081-234-5678', false],
    ['+66812345678', false],
  ])('judges the phone number %s valid: %s', (tel, valid) => {
    const opts = options({ registerForm: form({ tel: required }) });
    expect(issues({ email, tel }, opts)).toEqual(
      valid ? [] : [['tel', 'Phone number must be 9 to 10 digits']],
    );
  });

  it('checks the format of an optional phone number when one is given', () => {
    expect(issues({ email, tel: '12' }, options({ registerForm: form({ tel: optional }) }))).toEqual([
      ['tel', 'Phone number must be 9 to 10 digits'],
    ]);
  });

  it('trims the texts it returns', () => {
    const parsed = registrationSchema(options(), messages.en).parse({
      email: `  ${email} `,
      firstname: ' Somchai ',
    });
    expect(parsed).toMatchObject({
      email,
      firstname: 'Somchai',
      lastname: null,
      customLabel: {},
      user_group_id: null,
    });
  });

  it.each([
    [{ age: 'old' }, 'age', 'Invalid value'],
    [{ age: 12.5 }, 'age', 'Invalid value'],
    [{ age: 151 }, 'age', 'Invalid value'],
    [{ age: -1 }, 'age', 'Invalid value'],
    [{ firstname_eng: 'x'.repeat(256) }, 'firstname_eng', 'At most 255 characters'],
    [{ biography: 'x'.repeat(5001) }, 'biography', 'At most 5000 characters'],
  ])('refuses %j', (extra, path, message) => {
    expect(issues({ email, ...extra })).toEqual([[path, message]]);
  });

  it('keeps an age that makes sense', () => {
    expect(registrationSchema(options(), messages.en).parse({ email, age: 30 }).age).toBe(30);
  });
});

describe('registrationSchema: layout four credentials', () => {
  const layoutFour = options({ isLayoutFour: true });
  const good = { email, username: 'somchai', password: 'Str0ng!Pass#', confirm_password: 'Str0ng!Pass#' };

  it('accepts a username and matching password', () => {
    expect(issues(good, layoutFour)).toEqual([]);
  });

  it('asks for username, password and confirmation', () => {
    expect(issues({ email }, layoutFour)).toEqual([
      ['username', 'Please enter a username'],
      ['password', 'Please enter a password'],
      ['confirm_password', 'Please confirm your password'],
    ]);
  });

  it.each([
    [
      { username: 'som chai' },
      'username',
      'Username may contain only letters, digits, _ - . and @, without spaces',
    ],
    [{ username: 'u'.repeat(256) }, 'username', 'Username must be at most 255 characters'],
    [
      { password: 'line\nbreak1', confirm_password: 'line\nbreak1' },
      'password',
      'The password holds a character that cannot be typed (such as a line break or a tab); please type it again',
    ],
    [
      { password: 'abc1234', confirm_password: 'abc1234' },
      'password',
      'Password must be at least 8 characters; a phrase of a few words is easy to remember, and spaces and symbols are welcome',
    ],
    [
      { password: 'p'.repeat(129), confirm_password: 'p'.repeat(129) },
      'password',
      'Password must be at most 128 characters; please use a shorter one',
    ],
    [{ confirm_password: 'secret2' }, 'confirm_password', 'Password and confirmation do not match'],
  ])('refuses %j', (change, path, message) => {
    expect(issues({ ...good, ...change }, layoutFour)).toEqual([[path, message]]);
  });

  it('states the username rule in Thai', () => {
    expect(issues({ ...good, username: 'ผู้ใช้' }, layoutFour, messages.th)).toEqual([
      ['username', 'ชื่อผู้ใช้ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และเครื่องหมาย _ - . @ เท่านั้น และห้ามมีช่องว่าง'],
    ]);
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(issues({ ...good, password: ' my secret ', confirm_password: 'my secret' }, layoutFour)).toEqual([
      ['confirm_password', 'Password and confirmation do not match'],
    ]);
  });

  it('accepts symbols, spaces and Thai letters in a password', () => {
    for (const password of ['Str0ng!Pass#', 'ข้าวมันไก่ 3 จาน', 'correct horse battery'])
      expect(issues({ ...good, password, confirm_password: password }, layoutFour)).toEqual([]);
  });

  it('leaves the list of common passwords to whoever holds it', () => {
    const common = { ...good, password: 'password1', confirm_password: 'password1' };
    expect(issues(common, layoutFour)).toEqual([]);
    const result = registrationSchema(layoutFour, messages.en, {
      isCommonPassword: (password) => password === 'password1',
    }).safeParse(common);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'password',
        'This password is common or has leaked, so it is easy to guess; please choose one you do not use anywhere else, such as a phrase of a few words',
      ],
    ]);
  });

  it('asks for no credentials outside layout four (the shop makes them)', () => {
    expect(issues({ email, username: 'bad name', password: 'x' })).toEqual([]);
  });
});

describe('registrationSchema: user group', () => {
  const mustPick = options({ userGroups: { enabled: true, mustPick: true } });

  it.each([undefined, null, 0, '0', ''])(
    'asks a student who must pick a group and sent %j to choose one',
    (user_group_id) => {
      expect(issues({ email, user_group_id }, mustPick)).toEqual([
        ['user_group_id', 'Please choose a user group'],
      ]);
    },
  );

  it.each([3, '3'])('accepts the group %j as the number 3', (user_group_id) => {
    expect(registrationSchema(mustPick, messages.en).parse({ email, user_group_id }).user_group_id).toBe(3);
  });

  it.each([
    ['groups are on but picking is optional', { enabled: true, mustPick: false }],
    ['groups are off', { enabled: false, mustPick: true }],
  ])('lets a student skip the group when %s', (_name, userGroups) => {
    expect(issues({ email }, options({ userGroups }))).toEqual([]);
  });

  it('refuses a group id that is not a number', () => {
    expect(issues({ email, user_group_id: 'admins' }, mustPick)).toEqual([
      ['user_group_id', 'Invalid value'],
    ]);
  });
});

describe('registrationSchema: custom labels', () => {
  const labels = options({
    customLabels: [
      { id: 3, typeLabel: 'inputtext', label: 'Company', required: true },
      { id: 4, typeLabel: 'multiple', label: 'Interests', required: true },
      { id: 5, typeLabel: 'image', label: 'Certificate', required: true },
      { id: 6, typeLabel: 'select', label: 'Branch', required: false },
    ],
  });

  it("says 'Please enter {label}' for each required custom label left empty", () => {
    expect(issues({ email, customLabel: JSON.stringify({ 3: ' ', 4: ['', ' '] }) }, labels)).toEqual([
      ['customLabel.3', 'Please enter Company'],
      ['customLabel.4', 'Please enter Interests'],
      ['customLabel.5', 'Please enter Certificate'],
    ]);
  });

  it('says it in Thai by default', () => {
    expect(issues({ email, customLabel: { 4: ['a'], 5: 'cert.png' } }, labels, messages.th)).toEqual([
      ['customLabel.3', 'กรุณากรอก Company'],
    ]);
  });

  it('accepts answers as JSON text, as the specification sends them', () => {
    const parsed = registrationSchema(labels, messages.en).parse({
      email,
      customLabel: JSON.stringify({ 3: 'Acme', 4: ['music'], 5: 'cert.png', 6: null }),
    });
    expect(parsed.customLabel).toEqual({ 3: 'Acme', 4: ['music'], 5: 'cert.png', 6: null });
  });

  it.each(['{not json', '[1,2]'])('refuses custom answers %s that cannot be read', (customLabel) => {
    expect(issues({ email, customLabel })).toEqual([['customLabel', 'Invalid additional information']]);
  });

  it('names the custom label whose answer is of the wrong kind', () => {
    expect(issues({ email, customLabel: JSON.stringify({ 3: 5 }) })).toEqual([
      ['customLabel.3', 'Invalid additional information'],
    ]);
  });

  it('treats an empty answer text as no answers', () => {
    expect(issues({ email, customLabel: '' })).toEqual([]);
  });
});

describe('registrationSchema: tax invoice', () => {
  const tax = {
    is_require_tax_invoice: 1,
    tax_name_one: 'Somchai',
    tax_name_two: 'Jaidee',
    tax_payer_identification_no: '1101700230708',
    tax_address: '99 Sukhumvit',
  };

  it('applies the tax rules when the buyer asks for a tax invoice', () => {
    const opts = options({ taxInvoiceEnabled: true });
    expect(issues({ email, ...tax, tax_payer_identification_no: '123' }, opts)).toEqual([
      ['tax_payer_identification_no', 'The taxpayer ID must be 13 digits'],
    ]);
  });

  it('asks for the company certificate when the registration form requires it', () => {
    const opts = options({ taxInvoiceEnabled: true, registerForm: form({ companyCertificate: required }) });
    expect(issues({ email, ...tax, tax_person_type: 'juristic_person' }, opts)).toEqual([
      ['tax_company_certificate', 'Please attach the company certificate'],
    ]);
  });

  it.each([
    ['the shop has no tax invoices', options({ taxInvoiceEnabled: false }), { is_require_tax_invoice: true }],
    ['the buyer does not ask for one', options({ taxInvoiceEnabled: true }), { is_require_tax_invoice: 0 }],
  ])('ignores the tax fields when %s', (_name, opts, flagValue) => {
    expect(issues({ email, ...flagValue }, opts)).toEqual([]);
  });
});
