import i18next from 'i18next';
import { errorText } from '@shop/domain/errors/error-texts';
import { isErrorCode } from '@shop/domain/errors/error-codes';
import { NOTIFICATION_MESSAGES, type NotificationMessage } from '@shop/domain/errors/notification-kinds';

type Locale = 'th' | 'en';
type Params = Record<string, string | number>;

export const currentLocale = (): Locale => (i18next.language === 'en' ? 'en' : 'th');

const fill = (template: string, params: Params): string =>
  Object.entries(params).reduce<string>(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    template,
  );

/** A key the shop may have overridden in its custom texts, or else the given text. */
const overridable = (key: string, fallback: string, params: Params): string =>
  i18next.exists(key) ? fill((i18next.t as (key: string) => string)(key), params) : fallback;

/**
 * The text for an error code in the reader's language. The shop may override any of them
 * in its custom texts under `errors.<CODE>`; otherwise the domain catalogue's text is used.
 */
export const errorMessage = (code: string, params: Params = {}): string => {
  const fallback = isErrorCode(code)
    ? errorText(code, currentLocale(), params)
    : i18next.t('common.loadFailed');
  return overridable(`errors.${code}`, fallback, params);
};

/** A message the specifications quote, in the reader's language (overridable under `messages.<key>`). */
export const shopMessage = (key: NotificationMessage, params: Params = {}): string =>
  overridable(`messages.${key}`, fill(NOTIFICATION_MESSAGES[key][currentLocale()], params), params);
