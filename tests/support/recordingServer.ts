import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  receivedAt: number;
}

/** How the server answers a POST: a status, after an optional delay; or it resets or never answers. */
export type Behaviour = { kind: 'status'; status: number; delayMs?: number } | { kind: 'reset' } | { kind: 'hang' };

/**
 * A real HTTP server on 127.0.0.1 standing in for a webhook or the Supabase data API: answers CORS
 * preflight like a cross-origin API, records every request, and answers POSTs as told.
 */
export class RecordingServer {
  readonly requests: RecordedRequest[] = [];
  behaviour: Behaviour = { kind: 'status', status: 200 };
  private server: http.Server;
  private sockets = new Set<Socket>();

  constructor() {
    this.server = http.createServer((req, res) => this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Requests other than preflight, optionally only those to one path. */
  posts(path?: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && (!path || r.path === path));
  }

  private cors(res: http.ServerResponse): void {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      'content-type, apikey, authorization, x-client-info, prefer, content-profile, accept-profile',
    );
    res.setHeader('Access-Control-Max-Age', '600');
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // keep the raw text
      }
      this.requests.push({
        method: req.method ?? '',
        path: (req.url ?? '').split('?')[0]!,
        headers: req.headers,
        body,
        receivedAt: Date.now(),
      });
      this.cors(res);
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      const behaviour = this.behaviour;
      if (behaviour.kind === 'reset') {
        req.socket.destroy();
        return;
      }
      if (behaviour.kind === 'hang') return; // never answers; closed when the server closes
      const answer = () => res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{}');
      if (behaviour.delayMs) setTimeout(answer, behaviour.delayMs);
      else answer();
    });
  }
}
