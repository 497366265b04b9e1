import http from 'node:http';
import type { Socket } from 'node:net';
import type { Page } from '@playwright/test';

/**
 * A stand-in for the proxy in front of the server (nginx in docs/deploy.md), on a port of its own,
 * so a test can take the server away from one page without stopping the server the other specs
 * share. `stop()` is the server gone: open connections (a live stream) are cut mid-answer and new
 * ones refused; `gatewayError()` is the proxy back but the server still down (502); `start()` is
 * all well again.
 */
export async function startFrontProxy(port: number, upstreamPort: number) {
  let answer: 'pass' | '502' = 'pass';
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    if (answer === '502') {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
      return;
    }
    const forward = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers: request.headers },
      (upstream) => {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    // As nginx does: a client gone is a request to the server ended (a stream stops being counted).
    response.on('close', () => forward.destroy());
    request.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    stop,
    gatewayError: async () => {
      answer = '502';
      if (!server.listening) await listen();
    },
    start: async () => {
      answer = 'pass';
      if (!server.listening) await listen();
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

/** The cookie banner answered for the proxy's origin too, as the config does for the servers'. */
export async function declineTrackingAt(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('glossa-tracking-consent', 'declined'));
}
