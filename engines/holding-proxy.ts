/**
 * A wallet server in front of the sandbox, on a port of its own, that can hold an answer back: the
 * request goes through and the sandbox answers (a pay request: it pays), but the page gets the
 * answer only when the test releases it, or never (the connection is dropped). It stands in for a
 * slow or lost phone network, which no engine's WebDriver can make (Playwright's page.route does
 * it for Chromium in e2e/). Everything else, the WebSocket included, passes through unchanged; the
 * test can wait for the next message pushed to the page.
 */
import {
  request as httpRequest,
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';

export interface HeldAnswer {
  /** Resolves once the sandbox has answered (for a pay request: has paid). */
  answered: Promise<void>;
  /** Lets the held answer go on to the page; `drop`: the connection is cut instead. */
  release: (options?: { drop?: boolean }) => void;
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

type RequestMatch = (method: string, path: string, body: string) => boolean;

/** The pay request: POST /api/v1/payments with out: true. */
export const PAY_REQUEST: RequestMatch = (method, path, body) =>
  method === 'POST' && path === '/api/v1/payments' && /"out"\s*:\s*true/.test(body);

export class HoldingProxy {
  /** Every pay request that reached the proxy. */
  payRequests = 0;
  /** Where the app reaches the proxy, once it listens. */
  origin = '';
  private holding:
    | {
        match: RequestMatch;
        answered: () => void;
        released: Promise<{ drop?: boolean }>;
      }
    | undefined;
  /** Waiting for bytes the sandbox pushes to the page over a WebSocket, with this text in them. */
  private pushWaiters: Array<{ containing: string; resolve: () => void }> = [];
  /** What the sandbox pushed since the last waiter came (a message may span two chunks). */
  private pushedText = '';
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  private constructor(private readonly upstream: URL) {
    this.server = createServer((request, response) => this.forward(request, response));
    // The WebSocket (and any other upgrade): the bytes both ways, untouched.
    this.server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) =>
      this.tunnel(request, socket, head),
    );
    this.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(target: string): Promise<HoldingProxy> {
    const proxy = new HoldingProxy(new URL(target));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    const address = proxy.server.address();
    proxy.origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return proxy;
  }

  private forward(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', 'http://proxy').pathname;
      if (PAY_REQUEST(method, path, body.toString())) {
        this.payRequests += 1;
      }
      const held = this.holding?.match(method, path, body.toString()) ? this.holding : undefined;
      if (held) {
        this.holding = undefined;
      }
      const forwarded = httpRequest(
        {
          host: this.upstream.hostname,
          port: this.upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: this.upstream.host },
        },
        (answer) => {
          const answerChunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
          answer.on('end', () => {
            const send = () => {
              response.writeHead(answer.statusCode ?? 502, answer.headers);
              response.end(Buffer.concat(answerChunks));
            };
            if (!held) {
              send();
              return;
            }
            held.answered();
            void held.released.then(({ drop }) => (drop ? request.socket.destroy() : send()));
          });
        },
      );
      forwarded.on('error', () => response.destroy());
      forwarded.end(body);
    });
  }

  private tunnel(request: IncomingMessage, socket: Socket, head: Buffer) {
    const upstream = this.upstream;
    const onward = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i]!;
        const value = name.toLowerCase() === 'host' ? upstream.host : request.rawHeaders[i + 1];
        lines.push(`${name}: ${value}`);
      }
      onward.write(`${lines.join('\r\n')}\r\n\r\n`);
      onward.write(head);
      socket.pipe(onward).pipe(socket);
      // The sandbox's frames are not compressed (no permessage-deflate): their text is there.
      onward.on('data', (chunk: Buffer) => {
        this.pushedText = (this.pushedText + chunk.toString('latin1')).slice(-65_536);
        const text = this.pushedText;
        const [met, waiting] = partition(this.pushWaiters, (w) => text.includes(w.containing));
        this.pushWaiters = waiting;
        met.forEach((w) => w.resolve());
      });
    });
    const close = () => {
      socket.destroy();
      onward.destroy();
    };
    for (const end of [socket, onward]) {
      end.on('error', close);
      end.on('close', close);
    }
  }

  /** The answer to the next request that `match` takes is held; see HeldAnswer. */
  holdNext(match: RequestMatch): HeldAnswer {
    let answered!: () => void;
    const answeredPromise = new Promise<void>((resolve) => (answered = resolve));
    let release!: (options?: { drop?: boolean }) => void;
    const released = new Promise<{ drop?: boolean }>(
      (resolve) => (release = (options = {}) => resolve(options)),
    );
    this.holding = { match, answered, released };
    return { answered: answeredPromise, release };
  }

  /** Resolves when the sandbox pushes a WebSocket message with `containing` in it to the page. */
  pushed(containing: string): Promise<void> {
    this.pushedText = '';
    return new Promise((resolve) => this.pushWaiters.push({ containing, resolve }));
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) {
      socket.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
