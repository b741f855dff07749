import { z } from 'zod';

export { CERTIFICATE_PATH, certificateUrl } from './certificate-url';

/** The certificate's language (`lang`), Thai unless asked otherwise. */
export const certificateQuerySchema = z.object({ lang: z.enum(['th', 'en']).default('th') });
