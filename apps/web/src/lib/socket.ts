import { io, type Socket } from 'socket.io-client';

let socket: Socket | null = null;

/**
 * One realtime connection per signed-in browser, on the shop's own host and the library's
 * default path, with spec 2's timings. The server ties it to the session cookie.
 */
export const connectRealtime = (onEvent: (event: string, payload: unknown) => void): Socket => {
  if (socket) return socket;
  socket = io({
    withCredentials: true,
    timeout: 20_000,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 5_000,
    randomizationFactor: 0.5,
  });
  socket.on('connect', () => socket?.emit('signin'));
  socket.onAny(onEvent);
  return socket;
};

export const disconnectRealtime = () => {
  socket?.close();
  socket = null;
};
