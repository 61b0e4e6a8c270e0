/**
 * A wallet server in front of the sandbox, on a port of its own, that can hold one pay answer
 * back: the request goes through and the sandbox pays, but the page gets no answer until it is
 * gone. It stands in for a phone network that drops the answer while the person reloads, which no
 * engine's WebDriver can do (Playwright's page.route does it for Chromium in e2e/send.spec.ts).
 * Everything else, the WebSocket included, passes through unchanged.
 */
import {
  request as httpRequest,
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';

const isPayRequest = (request: IncomingMessage, body: Buffer) =>
  request.method === 'POST' &&
  new URL(request.url ?? '/', 'http://proxy').pathname === '/api/v1/payments' &&
  /"out"\s*:\s*true/.test(body.toString());

export interface HeldPay {
  /** Resolves once the sandbox has answered the pay request (and so has paid). */
  answered: Promise<void>;
  /** Lets the held answer go, to a page that no longer exists (the connection is dropped). */
  release: () => void;
}

export class HoldingProxy {
  /** Every pay request that reached the proxy. */
  payRequests = 0;
  /** Where the app reaches the proxy, once it listens. */
  origin = '';
  private holding: { answered: () => void; released: Promise<void> } | undefined;
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
      const held = isPayRequest(request, body) ? this.takeHold() : undefined;
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
            if (held) {
              held.answered();
              void held.released.then(() => request.socket.destroy());
              return;
            }
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            response.end(Buffer.concat(answerChunks));
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

  /** The next pay request's answer is held; see HeldPay. */
  holdNextPay(): HeldPay {
    let answered!: () => void;
    const answeredPromise = new Promise<void>((resolve) => (answered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.holding = { answered, released };
    return { answered: answeredPromise, release };
  }

  private takeHold() {
    this.payRequests += 1;
    const held = this.holding;
    this.holding = undefined;
    return held;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) {
      socket.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
