// The book-partner module's one public face: what other modules may call.
export { queueBookCart } from './book-partner-outbox';
export { startBookPartnerWorker } from './book-partner-worker';
