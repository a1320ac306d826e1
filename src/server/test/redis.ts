import { connect } from 'node:net';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at REDIS_URL; a developer machine without it skips the tests that need it, CI must not. */
export async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  const up = await new Promise<boolean>((resolve) => {
    const socket = connect(Number(port || 6379), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (!up && process.env.CI === 'true') throw new Error(`Redis is not reachable at ${REDIS_URL}`);
  return up;
}
