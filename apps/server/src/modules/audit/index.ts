// The audit module's one public face: what other modules may call.
export { recordAudit } from './audit';
