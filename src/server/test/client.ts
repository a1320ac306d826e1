/** A response as a test sees it: status, headers and the parsed JSON body (or text). */
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** An HTTP client with a cookie jar, so a test signs in once and then acts as that person. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  /** `headers` go with every request (an API key's Authorization, say). */
  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }

  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body, headers);
  }

  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  /** Sends `body` as JSON, or as-is when it is already a string (to test malformed JSON). */
  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const response = await this.send(method, path, body, headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: the test sees the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  /** Sends an upload's bytes as they are (with the given content type) or JSON, and reads the answer as bytes. */
  async bytes(
    method: string,
    path: string,
    body?: Uint8Array | Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<Buffer>> {
    const response = await this.send(method, path, body, headers);
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }

  private async send(method: string, path: string, body: unknown, headers: Record<string, string>) {
    const cookie = this.cookieHeader();
    const raw = body instanceof Uint8Array;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': raw ? 'application/octet-stream' : 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...this.headers,
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : raw
            ? new Blob([new Uint8Array(body)])
            : typeof body === 'string'
              ? body
              : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The Cookie header this client sends, for requests made without it (streams). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Stores a cookie as if the server had set it (a session a builder wrote straight in the database). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  /** A client of another node (`url`) holding this one's cookies: the same session there. */
  onNode(url: string): TestClient {
    const other = new TestClient(url);
    for (const [name, value] of this.cookies) other.setCookie(name, value);
    return other;
  }
}
