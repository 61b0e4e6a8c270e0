import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context.ts';

/** Largest frame the wallet websocket takes from a client (it reads nothing from them). */
export const WALLET_SOCKET_MAX_FRAME_BYTES = 4096;

/**
 * A listener whose unsent messages pass this is disconnected: it is not reading, and anyone can
 * push messages into a channel (POST /api/v1/ws/{id}), which would otherwise pile up here.
 */
export const WALLET_SOCKET_MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * `/api/v1/ws/{item_id}`: LNbits fans messages out by channel name (a wallet's inkey or adminkey,
 * or a payment hash) with no authentication, and lets anyone inject a message into a channel.
 */
export function registerWebsocketRoutes(app: FastifyInstance, { notifier }: SandboxContext): void {
  app.get<{ Params: { itemId: string } }>(
    '/api/v1/ws/:itemId',
    { websocket: true },
    (socket, request) => {
      const unsubscribe = notifier.subscribe(request.params.itemId, (text) => {
        if (socket.readyState !== socket.OPEN) {
          return;
        }
        socket.send(text);
        if (socket.bufferedAmount > WALLET_SOCKET_MAX_BUFFERED_BYTES) {
          socket.terminate();
        }
      });
      socket.on('close', unsubscribe);
      socket.on('error', unsubscribe);
      // Messages from the client are ignored, as LNbits only queues them (and kept small: see
      // WALLET_SOCKET_MAX_FRAME_BYTES).
      socket.on('message', () => undefined);
    },
  );

  app.post<{ Params: { itemId: string }; Querystring: { data?: string } }>(
    '/api/v1/ws/:itemId',
    async (request) => {
      const data = request.query.data ?? '';
      notifier.publish(request.params.itemId, data);
      return { sent: true, data };
    },
  );

  app.get<{ Params: { itemId: string; data: string } }>(
    '/api/v1/ws/:itemId/:data',
    async (request) => {
      notifier.publish(request.params.itemId, request.params.data);
      return { sent: true, data: request.params.data };
    },
  );
}
