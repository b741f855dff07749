import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { io as Connect, Socket } from 'socket.io-client';

let socket: Socket | null = null;
let connecting: Promise<Socket | null> | null = null;
// Bumped by every disconnect, so a connection still loading after a sign-out never opens.
let generation = 0;

/**
 * One realtime connection per signed-in browser, on the shop's own host and the library's
 * default path, with spec 2's timings. The server ties it to the session cookie. The client
 * library loads only when someone signs in, so visitors never download it.
 */
export const connectRealtime = async (
  onEvent: (event: string, payload: unknown) => void,
): Promise<Socket | null> => {
  if (socket) return socket;
  if (connecting) return connecting;
  const started = generation;
  connecting = import('socket.io-client').then(({ io }) =>
    started === generation ? openSocket(io, onEvent) : null,
  );
  return connecting;
};

const openSocket = (io: typeof Connect, onEvent: (event: string, payload: unknown) => void): Socket => {
  connecting = null;
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
  const opened = socket;
  opened.on('connect', () => opened.emit('signin'));
  opened.onAny(onEvent);
  return opened;
};

export const disconnectRealtime = () => {
  generation += 1;
  connecting = null;
  socket?.close();
  socket = null;
};

/** For each socket event, the query keys it refreshes (each owned by a feature's query options). */
export type RealtimeRefreshes = Readonly<Record<string, readonly QueryKey[]>>;

/**
 * Keeps the socket open while someone is signed in. Its events only mark queries stale, so every
 * figure on screen still comes from the API: an event never writes data into the cache.
 */
export const useRealtimeRefresh = (userId: number | null, refreshes: RealtimeRefreshes) => {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === null) {
      disconnectRealtime();
      return;
    }
    void connectRealtime((event) => {
      for (const queryKey of refreshes[event] ?? []) void queryClient.invalidateQueries({ queryKey });
    });
    return disconnectRealtime;
  }, [userId, queryClient, refreshes]);
};
