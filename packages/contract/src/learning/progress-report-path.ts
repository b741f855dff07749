/**
 * Where the player reports progress. Apart from the route's schemas: the beacon sent when the
 * page is hidden needs the address at once, before any report has loaded the route.
 */
export const PROGRESS_REPORT_PATH = '/private/progress/report';
