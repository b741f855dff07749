import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The shop's own realtime address: PUBLIC_URL with ws: or wss: for its scheme. */
const socketOrigin = (publicUrl: string) => {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

/**
 * Security headers. Styles allow inline because Ant Design injects its CSS at run time;
 * scripts come only from our own origin. Live payment providers add exactly what the browser
 * needs of them: the card vault it posts to, the host of the QR images it shows, the payment
 * page it posts a form to.
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: { providerOrigins: { connect: string[]; img: string[]; form?: string[] }; publicUrl: string },
  ) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...options.providerOrigins.img],
          mediaSrc: ["'self'", 'blob:'],
          // Older Safari does not count the page's own ws:/wss: address as 'self': it is named.
          connectSrc: ["'self'", socketOrigin(options.publicUrl), ...options.providerOrigins.connect],
          fontSrc: ["'self'", 'data:'],
          // A provider page the browser posts a form to (Pay Solutions in live mode).
          formAction: ["'self'", ...(options.providerOrigins.form ?? [])],
          // Lectures may be YouTube or Vimeo videos, played in their own players; nothing else is framed.
          frameSrc: [
            'https://www.youtube-nocookie.com',
            'https://www.youtube.com',
            'https://player.vimeo.com',
          ],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
