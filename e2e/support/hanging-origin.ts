import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HangingOrigin {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** How many requests it has held so far. */
  held: () => number;
  /** Lets go of every held request and stops listening. */
  close: () => Promise<void>;
}

/**
 * An origin that accepts the requests `hangs` picks and never answers them (the slowest a server can be); every
 * other request it passes to `upstream` as that origin answers it. Without an upstream, everything hangs.
 */
export async function hangingOrigin(
  options: { upstream?: string; hangs?: (url: string) => boolean } = {},
): Promise<HangingOrigin> {
  const held: Array<{ destroy(): void }> = [];
  const upstream = options.upstream ? new URL(options.upstream) : null;
  const server = createServer((request, response) => {
    if (!upstream || (options.hangs?.(request.url ?? '/') ?? true)) {
      held.push(request.socket);
      return;
    }
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => held.length,
    close: async () => {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
