import { connect, createServer, type Server, type Socket } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

/**
 * A TCP proxy between the app and a real service (PostgreSQL, Redis), for outage tests: `cut` drops every open
 * connection as a restarted server or a failing proxy would, `partition` holds every byte in both directions and
 * leaves new connections unanswered as a network partition does, `restore` lets the held bytes flow again, and
 * `refuse` makes new connections fail at once as a stopped server does.
 */
export class TcpProxy {
  private readonly pairs = new Set<Pair>();
  private mode: 'open' | 'partitioned' | 'refusing' = 'open';

  private constructor(
    private readonly server: Server,
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  /** Listens on a free port of 127.0.0.1 and forwards to `target`. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    // The server exists before the proxy that handles its connections; none arrive before it listens.
    const accept: { to?: TcpProxy } = {};
    const server = createServer((client) => accept.to?.accept(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the proxy has no TCP address');
    accept.to = new TcpProxy(server, target, address.port);
    return accept.to;
  }

  /** `url` with its host and port replaced by the proxy's. */
  static rewrite(url: string, port: number): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(port);
    return parsed.toString();
  }

  get connections(): number {
    return this.pairs.size;
  }

  /** The local ports of the proxy's connections to the service: PostgreSQL lists them as `client_port`. */
  upstreamPorts(): number[] {
    return [...this.pairs].flatMap(({ upstream }) => (upstream?.localPort ? [upstream.localPort] : []));
  }

  /** Ends every open connection abruptly; new connections are forwarded again. */
  cut(): void {
    this.mode = 'open';
    for (const pair of this.pairs) this.drop(pair);
  }

  /** Holds every byte in both directions; new connections are accepted but not answered. */
  partition(): void {
    this.mode = 'partitioned';
    for (const { client, upstream } of this.pairs) {
      client.pause();
      upstream?.pause();
    }
  }

  /** New connections are refused at once (open ones are dropped), as when the service is stopped. */
  refuse(): void {
    this.mode = 'refusing';
    for (const pair of this.pairs) this.drop(pair);
  }

  /** Back to normal: held bytes flow, waiting connections are forwarded. */
  restore(): void {
    this.mode = 'open';
    for (const pair of this.pairs) {
      if (!pair.upstream) this.forward(pair);
      pair.client.resume();
      pair.upstream?.resume();
    }
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) this.drop(pair);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.mode === 'refusing') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null };
    this.pairs.add(pair);
    client.on('error', () => this.drop(pair));
    client.on('close', () => this.drop(pair));
    if (this.mode === 'partitioned') client.pause();
    else this.forward(pair);
  }

  private forward(pair: Pair): void {
    const upstream = connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('error', () => this.drop(pair));
    upstream.on('close', () => this.drop(pair));
    pair.client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => pair.client.write(chunk));
  }

  private drop(pair: Pair): void {
    if (!this.pairs.delete(pair)) return;
    pair.client.resetAndDestroy();
    pair.upstream?.resetAndDestroy();
  }
}
