import { OmiseError } from './omise-error';

/** The sandbox's account is Thai: only `thb` (any case), answered in lower case as Omise does. */
export const parseOmiseCurrency = (value: unknown, code: string): 'thb' => {
  if (typeof value === 'string' && value.toLowerCase() === 'thb') return 'thb';
  throw new OmiseError(400, code, 'currency is currently not supported');
};
