/**
 * What the sandbox shows or lists of the people who pay (its recorded requests, the control API's
 * answers, its pages) never quotes their e-mail, name, phone, address or card: a sandbox started
 * by mistake at a public address would otherwise hand buyers' details to anyone who asks. What
 * remains is enough to tell test payments apart (a first letter, the e-mail's domain, a card's
 * last four digits).
 */

const REDACTED = '[redacted]';

/** A key as compared: lower case, without `_`, `-` or spaces (`customer_email`, `customerEmail`). */
const normal = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '');

const EMAIL_KEYS = new Set(['email', 'emailaddress', 'customeremail', 'payeremail', 'buyeremail']);
const NAME_KEYS = new Set([
  'customername',
  'fullname',
  'givenname',
  'surname',
  'firstname',
  'lastname',
  'middlename',
  'nickname',
  'recipientname',
  'holdername',
  'cardholdername',
  'cardholder',
  'buyername',
  'payername',
]);
const PHONE_KEYS = new Set([
  'tel',
  'phone',
  'telephone',
  'phonenumber',
  'mobile',
  'mobilenumber',
  'customertel',
  'customerphone',
  'customertelephone',
  'nationalnumber',
]);
const CARD_NUMBER_KEYS = new Set(['cardno', 'cardnumber', 'pan']);
const CARD_SECRET_KEYS = new Set(['securitycode', 'cvv', 'cvc', 'cvv2']);

const isAddressKey = (key: string) => key.includes('address') && !EMAIL_KEYS.has(key);

/** `somchai@school.ac.th` → `s***@school.ac.th`. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 1 ? REDACTED : `${email.slice(0, 1)}***${email.slice(at)}`;
};

const maskName = (name: string): string => (name.trim() === '' ? name : `${name.trim().slice(0, 1)}***`);
const maskPhone = (phone: string): string => `***${phone.replace(/\D/g, '').slice(-2)}`;
const maskCardNumber = (number: string): string => `****${number.replace(/\D/g, '').slice(-4)}`;

/** A card's fields sit under `card`, or beside a security code (2C2P's card page posts them flat). */
const isCardLike = (parentKey: string | null, keys: string[]) =>
  parentKey === 'card' || keys.some((key) => CARD_SECRET_KEYS.has(normal(key)));

/** A field's text as it may be shown (`name` compared as `normal` makes it); `undefined` when it is not personal. */
const maskText = (name: string, text: string, inCard: boolean): string | undefined => {
  if (isAddressKey(name)) return REDACTED;
  if (EMAIL_KEYS.has(name)) return maskEmail(text);
  if (NAME_KEYS.has(name) || (inCard && name === 'name')) return maskName(text);
  if (PHONE_KEYS.has(name)) return maskPhone(text);
  if (CARD_NUMBER_KEYS.has(name) || (inCard && name === 'number')) return maskCardNumber(text);
  if (CARD_SECRET_KEYS.has(name)) return REDACTED;
  return undefined;
};

/** A JSON field's value as it may be shown; `undefined` when it is not personal. */
const maskField = (key: string, value: unknown, inCard: boolean): unknown => {
  const name = normal(key);
  if (isAddressKey(name)) return REDACTED;
  return typeof value === 'string' || typeof value === 'number'
    ? maskText(name, String(value), inCard)
    : undefined;
};

/** A copy of a JSON value with every personal field masked, at any depth. */
export const redactPersonalData = (value: unknown, parentKey: string | null = null): unknown => {
  if (Array.isArray(value)) return value.map((item) => redactPersonalData(item, parentKey));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const inCard = isCardLike(parentKey === null ? null : normal(parentKey), Object.keys(value));
  return Object.fromEntries(
    entries.map(([key, child]) => [key, maskField(key, child, inCard) ?? redactPersonalData(child, key)]),
  );
};

/** JSON text with its personal fields masked; the very same text when it has none. */
export const redactJsonText = (text: string): string => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const redacted = JSON.stringify(redactPersonalData(parsed));
  return redacted === JSON.stringify(parsed) ? text : redacted;
};

/** `card[name]` → the path `card`, `name`. */
const bracketPath = (key: string): string[] => key.split(/[[\]]+/).filter((part) => part !== '');

/** A form body (`a=1&card[name]=…`) with its personal fields masked; the same text when it has none. */
const redactFormText = (text: string): string => {
  const form = new URLSearchParams(text);
  const keys = [...form.keys()].map((key) => bracketPath(key).at(-1) ?? key);
  let changed = false;
  const redacted = new URLSearchParams();
  for (const [key, value] of form) {
    const path = bracketPath(key);
    const leaf = path.at(-1) ?? key;
    const parent = path.length > 1 ? normal(path.at(-2) ?? '') : null;
    const masked = maskText(normal(leaf), value, isCardLike(parent, parent === null ? keys : [leaf]));
    changed ||= masked !== undefined;
    redacted.append(key, masked ?? value);
  }
  return changed ? redacted.toString() : text;
};

const FORM_BODY = /^[^=&\s{[][^=&\s]*=[^&]*(&[^=&\s]+=[^&]*)*$/;

/** A recorded request's body (JSON or a form) without personal data; anything else as it came. */
export const redactRequestBody = (body: string): string => {
  if (body === '') return body;
  const json = redactJsonText(body);
  if (json !== body) return json;
  return FORM_BODY.test(body) ? redactFormText(body) : body;
};
