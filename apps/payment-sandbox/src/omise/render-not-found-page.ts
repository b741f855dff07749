import { escapeHtml } from '../lib/escape-html';
import { htmlPage } from '../lib/html-page';

/** A hosted page for a charge the sandbox does not know (or that has no such page). */
export const renderNotFoundPage = (chargeId: string): string =>
  htmlPage(
    'Omise sandbox · Not found',
    `<h1>ไม่พบรายการ / Charge not found</h1><p><code>${escapeHtml(chargeId)}</code></p><p><a href="../../">Omise sandbox</a></p>`,
  );
