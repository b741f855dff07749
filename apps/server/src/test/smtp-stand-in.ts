import { createServer, type Socket } from 'node:net';
import { latch, type Latch } from './latch';

/** A mail the stand-in accepted (answered 250 to its data): who it was for. */
export type AcceptedMail = { to: string[] };

export type HeldMail = {
  /** Resolves once the mail's data has arrived and its answer is being held. */
  arrived: Promise<void>;
  /** Answers the held mail (250): the sender counts it delivered. */
  release(): void;
};

export type SmtpStandIn = {
  url: string;
  /** Every mail accepted so far, in order. */
  accepted(): AcceptedMail[];
  /** Holds the answer to the `ordinal`-th mail (1 = the first) until the test releases it. */
  hold(ordinal: number): HeldMail;
  close(): Promise<void>;
};

type Session = { recipients: string[]; isReadingData: boolean };

/**
 * A mail server as the shop's SMTP transport meets one (RFC 5321 without extensions: no TLS,
 * no authentication), in the test's process, that can hold its answer to a chosen mail, the
 * way a slow server keeps the sender waiting mid-send.
 */
export const startSmtpStandIn = async (): Promise<SmtpStandIn> => {
  const accepted: AcceptedMail[] = [];
  const holds = new Map<number, { arrived: Latch; released: Latch }>();
  const sockets = new Set<Socket>();
  let received = 0;

  const finishData = async (socket: Socket, session: Session) => {
    received += 1;
    const hold = holds.get(received);
    if (hold) {
      hold.arrived.open();
      await hold.released.opened;
    }
    accepted.push({ to: [...session.recipients] });
    session.recipients = [];
    socket.write('250 2.0.0 queued\r\n');
  };

  const answer = (socket: Socket, session: Session, line: string): Promise<void> | void => {
    if (session.isReadingData) {
      // The mail's lines are not kept: only who it was for counts here.
      if (line !== '.') return;
      session.isReadingData = false;
      return finishData(socket, session);
    }
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO' || verb === 'HELO') return void socket.write('250 stand-in\r\n');
    if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') return void socket.write('250 2.0.0 ok\r\n');
    if (verb === 'RCPT') {
      session.recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
      return void socket.write('250 2.1.5 ok\r\n');
    }
    if (verb === 'DATA') {
      session.isReadingData = true;
      return void socket.write('354 end with <CRLF>.<CRLF>\r\n');
    }
    if (verb === 'QUIT') {
      socket.end('221 2.0.0 bye\r\n');
      return;
    }
    socket.write('502 5.5.1 not implemented\r\n');
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const session: Session = { recipients: [], isReadingData: false };
    let buffered = '';
    // One line at a time, in order, even while an answer is held.
    let answering: Promise<void> = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\r\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) answering = answering.then(() => answer(socket, session, line));
    });
    socket.write('220 stand-in ESMTP\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    accepted: () => [...accepted],
    hold: (ordinal) => {
      const hold = { arrived: latch(), released: latch() };
      holds.set(ordinal, hold);
      return { arrived: hold.arrived.opened, release: hold.released.open };
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
