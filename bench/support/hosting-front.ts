// What Firebase Hosting puts in front of the portal for a browser: HTTP/2 over TLS. The offline
// runtime serves HTTP/1.1 (a browser opens six connections, each with its own handshake and slow
// start, and queues the rest), so a page measured there pays a cost production does not. This
// front serves the same answers over HTTP/2 (one connection) with a certificate made for the run;
// the browser that measures through it is told to accept that certificate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface HostingFront {
  /** The front's base address (https://127.0.0.1:port). */
  base: string;
  close(): Promise<void>;
}

/** Headers that belong to one HTTP/1.1 connection, which HTTP/2 forbids. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/** A key and a self-signed certificate for 127.0.0.1, made with openssl for this run. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'portico-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function forwardedHeaders(headers: IncomingHttpHeaders, authority: string): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name)) kept[name] = value;
  }
  // The portal sees the address the browser asked (its same-origin checks compare with it).
  kept.host = authority;
  return kept;
}

/** Serves `upstream` (an http:// base) over HTTP/2 with TLS on `port`. */
export async function startHostingFront(upstream: string, port: number): Promise<HostingFront> {
  const target = new URL(upstream);
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const authority = req.headers[':authority'] ?? req.headers.host ?? `127.0.0.1:${port}`;
    const forwarded = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req.headers, String(authority)),
      },
      (answer) => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !CONNECTION_HEADERS.has(name)) headers[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => forwarded.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    base: `https://127.0.0.1:${port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
