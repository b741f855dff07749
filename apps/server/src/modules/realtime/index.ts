// The realtime module's one public face: what other modules may call.
export { enqueueRealtime } from './realtime-outbox';
