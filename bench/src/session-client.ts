// One signed-in user of the real server as the web app is one: the two session cookies, a refresh
// (GET /api/auth/refresh) after a 401 and one retry, and the ETags of pictures it has seen sent back
// in If-None-Match as a browser revalidates `Cache-Control: no-cache`, and at most 6 keep-alive
// connections of its own as a browser keeps per host (one agent shared by hundreds of clients
// instead opens and closes connections as the number in flight swings, which no browser does).
// node:http rather than fetch: fewer CPU cycles per request in the bench process, which shares the
// machine's cores with the server it measures.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface Timed {
  /** Status of the last attempt; 0 when the request failed without an answer (network error). */
  readonly status: number;
  readonly ms: number;
  readonly body: Buffer;
  readonly refreshed: boolean;
}

const ACCESS = 'asperity_access';
const REFRESH = 'asperity_refresh';

/** Sends one request and reads the whole answer. */
export function send(
  agent: Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The value of a cookie set by an answer, if it sets it. */
function cookieSet(headers: IncomingHttpHeaders, name: string): string | undefined {
  for (const line of headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair !== undefined && eq > 0 && pair.slice(0, eq) === name) return pair.slice(eq + 1);
  }
  return undefined;
}

export class SessionClient {
  private access = '';
  private refreshToken = '';
  private readonly etags = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly agent: Agent = new Agent({ keepAlive: true, maxSockets: 6 }),
  ) {}

  /** Closes the client's connections. */
  close(): void {
    this.agent.destroy();
  }

  /** POST /api/auth/sign-in; throws with the status and body when it is refused. */
  async signIn(login: string, password: string): Promise<void> {
    const answer = await send(
      this.agent,
      new URL('/api/auth/sign-in', this.base),
      'POST',
      { 'content-type': 'application/json' },
      JSON.stringify({ login, password, consent: true }),
    );
    if (answer.status !== 200) throw new Error(`sign-in ${answer.status}: ${answer.body.toString()}`);
    this.keepCookies(answer.headers);
  }

  /** A GET as the signed-in user, timed from the first byte sent to the last byte read. */
  async get(path: string, options: { revalidate?: boolean } = {}): Promise<Timed> {
    const started = performance.now();
    let refreshed = false;
    try {
      let answer = await this.getOnce(path, options.revalidate === true);
      if (answer.status === 401 && (await this.refresh())) {
        refreshed = true;
        answer = await this.getOnce(path, options.revalidate === true);
      }
      if (options.revalidate && answer.status === 200) {
        const etag = answer.headers.etag;
        if (etag) this.etags.set(path, etag);
      }
      return { status: answer.status, ms: performance.now() - started, body: answer.body, refreshed };
    } catch {
      return { status: 0, ms: performance.now() - started, body: Buffer.alloc(0), refreshed };
    }
  }

  /** Empties the picture cache (ETags), as a cleared browser cache. */
  forgetPictures(): void {
    this.etags.clear();
  }

  /** Request headers carrying the access cookie (for callers that send their own requests). */
  cookieHeader(): Record<string, string> {
    return { cookie: `${ACCESS}=${this.access}` };
  }

  private getOnce(path: string, revalidate: boolean): Promise<Answer> {
    const headers = this.cookieHeader();
    const etag = revalidate ? this.etags.get(path) : undefined;
    if (etag) headers['if-none-match'] = etag;
    return send(this.agent, new URL(path, this.base), 'GET', headers);
  }

  private async refresh(): Promise<boolean> {
    const answer = await send(this.agent, new URL('/api/auth/refresh', this.base), 'GET', {
      cookie: `${REFRESH}=${this.refreshToken}`,
    });
    if (answer.status !== 204) return false;
    this.keepCookies(answer.headers);
    return true;
  }

  private keepCookies(headers: IncomingHttpHeaders): void {
    this.access = cookieSet(headers, ACCESS) ?? this.access;
    this.refreshToken = cookieSet(headers, REFRESH) ?? this.refreshToken;
  }
}
