// A small cookie-keeping HTTP client for API tests: what a browser does with Set-Cookie (name,
// value and path scoping), without a browser.
export interface ClientResponse {
  readonly status: number;
  readonly body: unknown;
  readonly setCookies: readonly string[];
}

interface StoredCookie {
  readonly value: string;
  readonly path: string;
}

export class ApiClient {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ClientResponse> {
    const cookieHeader = [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...this.defaultHeaders,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) this.store(line);
    const text = await res.text();
    return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown), setCookies };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers);

  private store(line: string): void {
    const [pair, ...attributes] = line.split(';').map((p) => p.trim());
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq < 1) return;
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const attr = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const path = attr('path') ?? '/';
    const expired = attr('max-age') === '0' || /expires=thu, 01 jan 1970/i.test(line);
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, { value, path });
  }
}
