import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ProxyTarget {
  name: string;
  port: number;
}

export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The target the next request or socket goes to. */
  next(): ProxyTarget;
  close(): Promise<void>;
}

/**
 * A load balancer in miniature: each HTTP request and each WebSocket upgrade goes to the next
 * target in turn, with no stickiness. Answers carry `x-served-by` naming the target.
 */
export async function startRoundRobinProxy(targets: ProxyTarget[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const take = (): ProxyTarget => {
    const target = targets[turn % targets.length];
    turn += 1;
    if (!target) throw new Error('no proxy targets');
    return target;
  };

  const server = http.createServer((request, response) => {
    const target = take();
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-served-by': target.name,
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'x-served-by': target.name });
      response.end();
    });
    request.pipe(upstream);
  });

  // A WebSocket upgrade is passed on as raw bytes both ways once the request line is replayed.
  server.on('upgrade', (request, client, head) => {
    const target = take();
    const upstream = net.connect(target.port, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    const closeBoth = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', closeBoth);
    client.on('error', closeBoth);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    next: () => targets[turn % targets.length] as ProxyTarget,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
