import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  receivedAt: number;
}

/**
 * How the server answers a POST: a status, after an optional delay; a redirect (a 3xx status) to
 * another address; or it resets or never answers.
 */
export type Behaviour =
  | { kind: 'status'; status: number; delayMs?: number }
  | { kind: 'redirect'; status: 301 | 302 | 303 | 307 | 308; location: string }
  | { kind: 'reset' }
  | { kind: 'hang' };

/**
 * A test's requests carry its tenant in the user agent (see tenantUserAgent), so tests that share
 * the server, in parallel and from several worker processes, each see and steer only their own.
 */
const TENANT = /\be2e-tenant-([a-z0-9-]+)/;

/** The user agent a test's browser sends so the recording servers file its requests under `tenant`. */
export function tenantUserAgent(userAgent: string, tenant: string): string {
  return `${userAgent} e2e-tenant-${tenant}`;
}

/** The test's own addresses on the server, which are not recorded: its requests, and how to answer. */
export const CONTROL = { requests: '/__recording/requests', behaviour: '/__recording/behaviour', forget: '/__recording/forget' };

interface Tenant {
  requests: RecordedRequest[];
  behaviour: Behaviour;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for a webhook or the Supabase data API: answers CORS
 * preflight like a cross-origin API, records every request, and answers POSTs as told, for each
 * tenant on its own. Requests without a tenant (other specs' pages) get the default answer.
 * The tests read and steer it over HTTP (RecordingClient), from any worker.
 */
export class RecordingServer {
  private readonly tenants = new Map<string, Tenant>();
  private server: http.Server;
  private sockets = new Set<Socket>();

  constructor(private readonly defaultBehaviour: Behaviour) {
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

  /** One tenant's requests (those without one: ''), for a test in the server's own process. */
  requestsOf(tenant = ''): readonly RecordedRequest[] {
    return this.tenants.get(tenant)?.requests ?? [];
  }

  /** Drops one tenant's records and answer (those without one: ''). */
  forget(tenant = ''): void {
    this.tenants.delete(tenant);
  }

  private tenant(name: string): Tenant {
    let tenant = this.tenants.get(name);
    if (!tenant) this.tenants.set(name, (tenant = { requests: [], behaviour: this.defaultBehaviour }));
    return tenant;
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
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (this.control(url, req.method ?? '', body, res)) return;
      const tenant = this.tenant(TENANT.exec(String(req.headers['user-agent'] ?? ''))?.[1] ?? '');
      tenant.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body, receivedAt: Date.now() });
      this.cors(res);
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      const behaviour = tenant.behaviour;
      if (behaviour.kind === 'reset') {
        req.socket.destroy();
        return;
      }
      if (behaviour.kind === 'hang') return; // never answers; closed when the server closes
      if (behaviour.kind === 'redirect') {
        res.writeHead(behaviour.status, { location: behaviour.location }).end();
        return;
      }
      const answer = () => res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{}');
      if (behaviour.delayMs) setTimeout(answer, behaviour.delayMs);
      else answer();
    });
  }

  /** Answers a test's own request (see CONTROL); false if this is not one. */
  private control(url: URL, method: string, body: unknown, res: http.ServerResponse): boolean {
    const name = url.searchParams.get('tenant');
    if (!Object.values(CONTROL).includes(url.pathname) || !name) return false;
    if (url.pathname === CONTROL.requests && method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(this.tenant(name).requests));
    } else if (url.pathname === CONTROL.behaviour && method === 'PUT') {
      this.tenant(name).behaviour = body as Behaviour;
      res.writeHead(204).end();
    } else if (url.pathname === CONTROL.forget && method === 'POST') {
      this.forget(name);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
    return true;
  }
}
