import { ControlError } from './control-error';
import { FAULT_MODES, type Fault, type FaultMode } from './fault-store';

const isFaultMode = (value: unknown): value is FaultMode => FAULT_MODES.some((mode) => mode === value);

const positiveInteger = (value: unknown, fallback: number, name: string): number => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new ControlError(400, `${name} must be a whole number`);
  return number;
};

/** `{ route: 'POST /omise/charges', mode: '500', count?, delayMs?, after? }` -> an armed fault. */
export const parseFault = (body: Record<string, unknown>): Fault => {
  const match = typeof body.route === 'string' ? /^([A-Za-z]+)\s+(\/\S*)$/.exec(body.route.trim()) : null;
  if (!match?.[1] || !match[2]) {
    throw new ControlError(400, 'route must look like "POST /omise/charges" (path after the sandbox prefix)');
  }
  if (!isFaultMode(body.mode)) throw new ControlError(400, `mode must be one of ${FAULT_MODES.join(', ')}`);
  return {
    method: match[1].toUpperCase(),
    pattern: match[2],
    mode: body.mode,
    remaining: Math.max(1, positiveInteger(body.count, 1, 'count')),
    delayMs: positiveInteger(body.delayMs, 30_000, 'delayMs'),
    // A late answer is an answer: the request is always processed first.
    after: body.mode === 'delay' || body.after === true || body.after === 'true',
  };
};
