import { once } from 'node:events';
import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

const parseAnswer = (raw: string): RawAnswer => {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = raw.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: raw.slice(split + 4) };
};

/**
 * A GET whose headers are still arriving: its connection is open and its first lines are sent
 * now; `finish()` sends the blank line that ends them and answers what the server said before it
 * closed the connection (status 0 when it said nothing).
 */
export const startUnfinishedRequest = async (baseUrl: string, path: string) => {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: application/json\r\n`);
  return {
    finish: async (): Promise<RawAnswer> => {
      socket.write('\r\n');
      await closed;
      return received === '' ? { status: 0, headers: {}, body: '' } : parseAnswer(received);
    },
  };
};
