// The browser build's `zod` (vite.config.ts): zod itself, set up for the shop's pages first.
//
// zod compiles its object checks with `new Function` where it may, deciding when it builds each
// schema; the shop's security policy (`script-src 'self'`) forbids that, and the browser reports
// every refused try as a security issue. The checks run the same without it. Every module that
// builds a schema imports `zod`, that is this module, so the setting is made before the first one.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
