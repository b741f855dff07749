import { matchRoutePattern } from './match-route-pattern';

/**
 * `timeout`: hold the request, then close it unanswered; `500`: answer an internal error; `drop`:
 * close the connection at once; `delay`: process the request and answer it normally, late (a
 * slow provider, whose answer comes after the shop may have lost something meanwhile).
 */
export const FAULT_MODES = ['timeout', '500', 'drop', 'delay'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** A fault waiting for the next matching requests. */
export type Fault = {
  method: string;
  pattern: string;
  mode: FaultMode;
  remaining: number;
  delayMs: number;
  /** Process the request first and lose only the answer. */
  after: boolean;
};

/** Faults armed by `POST /__control/faults`, consumed one per matching request. */
export const createFaultStore = () => {
  let faults: Fault[] = [];
  return {
    add: (fault: Fault) => {
      faults.push(fault);
    },
    /** The fault for this request, if one is armed; it counts down and disappears at zero. */
    take: (method: string, path: string): Fault | null => {
      const fault = faults.find((f) => f.method === method && matchRoutePattern(f.pattern, path));
      if (!fault) return null;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
      return { ...fault };
    },
    list: (): Fault[] => faults.map((fault) => ({ ...fault })),
    reset: () => {
      faults = [];
    },
  };
};

export type FaultStore = ReturnType<typeof createFaultStore>;
