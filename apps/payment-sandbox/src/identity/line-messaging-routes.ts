import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../lib/escape-html';
import { htmlPage } from '../lib/html-page';
import type { IdentityContext } from './identity-context';
import { LINE_MESSAGING_SANDBOX_TOKEN } from './identity-sandbox-keys';
import { IDENTITY_TEST_USERS, subjectOf } from './identity-test-users';

const bearer = (header: string | undefined) => /^Bearer (.+)$/.exec(header ?? '')?.[1];

type PushBody = { to?: unknown; messages?: unknown };

const textsOf = (messages: unknown): string[] | null => {
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > 5) return null;
  const texts = messages.map((message: unknown) =>
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'text'
      ? (message as { text?: unknown }).text
      : null,
  );
  return texts.every(
    (text): text is string => typeof text === 'string' && text.length > 0 && text.length <= 5000,
  )
    ? texts
    : null;
};

/**
 * LINE's Messaging API as the shop uses it: push a text to a user, the month's quota and its
 * consumption, and LINE Login's friendship status. A user who has not added the shop's account
 * gets nothing (LINE answers 400); past the quota LINE answers 429. `GET /identity/line/messages`
 * shows testers what each test user received.
 */
export const lineMessagingRoutes =
  (context: IdentityContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const { line } = context;
    const refuseToken = (header: string | undefined, reply: FastifyReply) => {
      if (bearer(header) === LINE_MESSAGING_SANDBOX_TOKEN) return false;
      void reply
        .code(401)
        .send({ message: 'Authentication failed. Confirm that the access token is valid.' });
      return true;
    };

    app.post('/identity/line/v2/bot/message/push', (request, reply) => {
      if (refuseToken(request.headers.authorization, reply)) return reply;
      const body = (request.body ?? {}) as PushBody;
      const texts = textsOf(body.messages);
      if (typeof body.to !== 'string' || texts === null)
        return reply.code(400).send({ message: 'The request body has 1 error(s)' });
      if (line.received.length + texts.length > line.quota())
        return reply.code(429).send({ message: 'You have reached your monthly limit.' });
      if (!line.friends.has(body.to))
        return reply
          .code(400)
          .send({ message: "The user hasn't added the LINE Official Account as a friend" });
      const at = new Date(context.now()).toISOString();
      for (const text of texts) line.received.push({ to: body.to, text, at });
      return {};
    });

    app.get('/identity/line/v2/bot/message/quota', (request, reply) => {
      if (refuseToken(request.headers.authorization, reply)) return reply;
      return { type: 'limited', value: line.quota() };
    });

    app.get('/identity/line/v2/bot/message/quota/consumption', (request, reply) => {
      if (refuseToken(request.headers.authorization, reply)) return reply;
      return { totalUsage: line.received.length };
    });

    app.get('/identity/line/friendship/v1/status', (request, reply) => {
      const holder = context.store.accessTokens.get(bearer(request.headers.authorization) ?? '');
      if (holder?.provider !== 'line') return reply.code(401).send({ message: 'invalid access token' });
      return { friendFlag: line.friends.has(subjectOf('line', holder.user)) };
    });

    app.get('/identity/line/messages', (_request, reply) => {
      const rows = IDENTITY_TEST_USERS.map((user) => {
        const subject = subjectOf('line', user);
        const mine = line.received.filter((message) => message.to === subject);
        const list = mine.map((message) => `<li><pre>${escapeHtml(message.text)}</pre></li>`).join('');
        const friend = line.friends.has(subject) ? 'friend of the shop' : 'not a friend';
        return `<section><h2>${escapeHtml(user.name)}</h2><p>${friend}</p><ul>${list || '<li>Nothing received</li>'}</ul></section>`;
      }).join('\n');
      return reply
        .type('text/html')
        .send(htmlPage('LINE messages (sandbox)', `<h1>LINE messages received</h1>${rows}`));
    });
    done();
  };
