import { config } from 'zod';

// zod compiles its object checks with `new Function` where it may, deciding when it builds each
// schema; the shop's security policy (`script-src 'self'`) forbids that, and the browser reports
// every refused try as a security issue. The checks run the same without it. The build puts this
// module in the libraries' file, with zod (vite.config.ts), so it runs before any schema is built.
config({ jitless: true });
