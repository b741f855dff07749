import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The shop's own realtime address: PUBLIC_URL with ws: or wss: for its scheme. */
const socketOrigin = (publicUrl: string) => {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

/** The video players a lecture or a course preview may embed (YouTube, Vimeo). */
const VIDEO_PLAYERS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

const players = VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(' ');

/**
 * What the browser may let the shop's pages use. The shop uses none of the device's sensors,
 * camera, microphone, location or payment handlers; its own video may go full screen, and the
 * embedded players may play, go full screen, decrypt and float a picture (their `allow`). Only
 * features Chromium knows are named: an unknown one is a warning in every page's console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self ${players})`,
  'camera=()',
  'display-capture=()',
  `encrypted-media=(self ${players})`,
  `fullscreen=(self ${players})`,
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self ${players})`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

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
          frameSrc: VIDEO_PLAYERS,
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // Helmet has no Permissions-Policy; every answer carries it, refusals and files included.
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.header('permissions-policy', PERMISSIONS_POLICY);
      done();
    });
  },
  { name: 'security' },
);
