import { connect, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  readonly port: number;
  /** Connections closed at once because the proxy was cut, since it started. */
  readonly refused: number;
  /** The server went away: open connections drop and new ones are closed at once. */
  cut(): void;
  /** The network swallows everything: open connections drop, new ones are accepted and never answered. */
  stall(): void;
  /** A partition: open connections stay open but nothing passes either way; new ones hang. */
  freeze(): void;
  /** The server is back: new connections reach it again. */
  restore(): void;
  close(): Promise<void>;
};

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Redis) that a test can cut and
 * restore, so the server itself is never stopped for a fault test.
 */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  let mode: 'open' | 'cut' | 'stall' | 'freeze' = 'open';
  const sockets = new Set<Socket>();
  let refused = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const server = createServer((client) => {
    track(client);
    if (mode === 'cut') {
      refused += 1;
      client.destroy();
      return;
    }
    if (mode === 'stall' || mode === 'freeze') return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    const forward = (from: Socket, to: Socket) => {
      from.on('data', (chunk: Buffer) => {
        if (mode !== 'freeze') to.write(chunk);
      });
    };
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const port = await listen(server);
  return {
    port,
    get refused() {
      return refused;
    },
    cut: () => {
      mode = 'cut';
      dropAll();
    },
    stall: () => {
      mode = 'stall';
      dropAll();
    },
    freeze: () => {
      mode = 'freeze';
    },
    restore: () => {
      // Connections held while stalled or frozen lost data: drop them so clients start afresh.
      if (mode === 'stall' || mode === 'freeze') dropAll();
      mode = 'open';
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
};
