import { isoSeconds } from '../lib/iso-seconds';
import { randomId } from '../lib/random-id';
import type { OmiseContext } from './omise-context';
import type { OmiseCharge, OmiseEvent } from './omise-objects';

/** Stores a `charge.complete` event carrying a snapshot of `data`, so later changes do not leak in. */
export const createOmiseEvent = (
  context: OmiseContext,
  data: OmiseCharge,
  id = randomId('evnt'),
): OmiseEvent => {
  const event: OmiseEvent = {
    object: 'event',
    id,
    livemode: false,
    location: `/events/${id}`,
    key: 'charge.complete',
    created_at: isoSeconds(context.now()),
    data: structuredClone(data),
  };
  context.store.events.set(id, event);
  return event;
};
