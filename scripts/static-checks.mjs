// `npm run check`'s first step: the type check, ESLint and Prettier side by side.
import { runSideBySide } from './side-by-side.mjs';
import { STATIC_CHECKS } from './static-check-jobs.mjs';

process.exit((await runSideBySide(STATIC_CHECKS)) ? 0 : 1);
