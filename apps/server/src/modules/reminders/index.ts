// The reminders module's one public face: the sweep that queues due reminders, and its timer.
export { queueDueAccessReminders } from './access-reminders';
export { queueDueUnpaidReminders } from './unpaid-order-reminders';
export { startReminderSweeper } from './reminder-sweeper';
