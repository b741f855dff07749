// The realtime module's one public face: what other modules may call.
export { deliverRealtime, enqueueRealtime } from './realtime-outbox';
