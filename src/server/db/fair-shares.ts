/**
 * Turns at a few connections, shared fairly between tenants (on the statistics' PostgreSQL pool: workspaces). At
 * most `count` are lent at once, at most `perTenant` of them to one tenant, so a workspace that asks for four CSV
 * exports at once leaves a connection to everybody else. When one comes back, the tenants that wait are served in
 * turn, each to the back of the line once served, so a tenant with many queued reads takes no more turns than one
 * with a single read.
 */
export interface FairShares {
  /** Waits for a turn of `tenant`'s; the function it resolves to gives the turn back (once, whatever the calls). */
  take(tenant: string): Promise<() => void>;
  /** Turns lent now, and waiting (for figures and tests). */
  readonly lent: number;
  readonly waiting: number;
}

export function fairShares(count: number, perTenant = Math.max(1, count - 1)): FairShares {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`fairShares: count must be a whole number ≥ 1`);
  let lent = 0;
  let waiting = 0;
  const held = new Map<string, number>();
  // A Map iterates in insertion order: deleting a served tenant and adding it again sends it to the back.
  const queues = new Map<string, (() => void)[]>();

  const lend = (tenant: string): (() => void) => {
    lent += 1;
    held.set(tenant, (held.get(tenant) ?? 0) + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      lent -= 1;
      const left = (held.get(tenant) ?? 1) - 1;
      if (left > 0) held.set(tenant, left);
      else held.delete(tenant);
      serveWaiting();
    };
  };

  const serveWaiting = () => {
    while (lent < count) {
      const tenant = [...queues.keys()].find((candidate) => (held.get(candidate) ?? 0) < perTenant);
      if (tenant === undefined) return;
      const queue = queues.get(tenant) as (() => void)[];
      queues.delete(tenant);
      const next = queue.shift() as () => void;
      if (queue.length > 0) queues.set(tenant, queue);
      waiting -= 1;
      next();
    }
  };

  return {
    take(tenant) {
      if (lent < count && (held.get(tenant) ?? 0) < perTenant && queues.size === 0)
        return Promise.resolve(lend(tenant));
      waiting += 1;
      return new Promise((resolve) => {
        const queue = queues.get(tenant) ?? [];
        queue.push(() => resolve(lend(tenant)));
        queues.set(tenant, queue);
        // A turn may be free for this tenant while others wait behind their own limit.
        serveWaiting();
      });
    },
    get lent() {
      return lent;
    },
    get waiting() {
      return waiting;
    },
  };
}
