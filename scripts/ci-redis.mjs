// Prints the Redis URL when a server answers PING on 127.0.0.1:6379; exits 1 otherwise.
import { createConnection } from 'node:net';

const url = process.env.CI_REDIS_URL ?? 'redis://127.0.0.1:6379';
const { hostname, port } = new URL(url);

const socket = createConnection({ host: hostname, port: Number(port || 6379) });
const fail = () => {
  socket.destroy();
  process.exit(1);
};
socket.setTimeout(2000, fail);
socket.on('error', fail);
socket.on('connect', () => socket.write('PING\r\n'));
socket.on('data', (data) => {
  socket.end();
  if (data.toString().startsWith('+PONG')) {
    console.log(url);
    process.exit(0);
  }
  process.exit(1);
});
