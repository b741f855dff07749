import type { OmiseContext } from './omise-context';
import type { OmiseCharge } from './omise-objects';
import { readOmiseCharge } from './read-omise-charge';

/** Newest first, each read as it is now (so due charges expire first). */
export const listOmiseCharges = (
  context: OmiseContext,
  filter: { status?: string; limit?: number } = {},
): OmiseCharge[] =>
  [...context.store.charges.keys()]
    .reverse()
    .map((id) => readOmiseCharge(context, id))
    .filter((charge): charge is OmiseCharge => charge !== null)
    .filter((charge) => filter.status === undefined || charge.status === filter.status)
    .slice(0, filter.limit ?? Number.POSITIVE_INFINITY);
