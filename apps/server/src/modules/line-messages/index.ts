// The LINE messages module's one public face: queue a message about an order, push the queue.
export { enqueueLineReminder, enqueueOrderLineMessage, LINE_MESSAGE_KIND } from './enqueue-line-message';
export type { OrderLineFacts, OrderLineTopic } from './line-message-texts';
export { deliverLineMessages } from './deliver-line-messages';
export { linePushSettings } from './line-push';
export { startLineMessageWorker } from './line-message-worker';
