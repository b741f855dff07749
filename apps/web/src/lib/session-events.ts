/** What a private call learned about the session (spec 1 section 6). */
export type SessionEvent = 'whitelist-denied' | 'session-expired';

type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();

export const onSessionEvent = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitSessionEvent = (event: SessionEvent) => {
  for (const listener of listeners) listener(event);
};
