// The reminders module's one public face: the sweep that queues due reminders, and its timer.
export { queueDueAccessReminders } from './access-reminders';
export { startReminderSweeper } from './reminder-sweeper';
