import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN } from '../../../shared/qr-design.js';
import { QrTooLongError, renderImage, renderSvg, type RenderInput } from './render.js';
import { createRenderPool, type RenderPool, renderPoolTesting, RenderUnavailableError } from './render-pool.js';
import { scanCheck } from './scan-check.js';

const input: RenderInput = { text: 'HTTPS://SCANLINK.EXAMPLE/Q/ABCD2345', design: DEFAULT_DESIGN, logo: null };
const size = { px: 300, unit: 'px' as const, amount: 300 };

// Real threads, started under tsx: the first job of a pool waits for its thread to load the renderer.
const pools: RenderPool[] = [];
const pool = (options?: Parameters<typeof createRenderPool>[0]) => {
  const created = createRenderPool({ nice: 0, ...options });
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((created) => created.close())));

describe('the render pool', { timeout: 60_000 }, () => {
  it('answers exactly what the renderer and the scan check answer in this thread', async () => {
    const renders = pool();
    const [svg, png, check] = await Promise.all([
      renders.svg(input, 300),
      renders.image(input, 'png', size),
      renders.check(input),
    ]);
    expect(svg).toBe(renderSvg(input, 300));
    const local = await renderImage(input, 'png', size);
    expect(png).toMatchObject({ contentType: 'image/png', width: local.width, height: local.height });
    expect(Buffer.isBuffer(png.body)).toBe(true);
    expect(png.body.equals(local.body)).toBe(true);
    expect(check).toEqual(await scanCheck(input));
  });

  it('carries a logo across and back', async () => {
    const renders = pool();
    const logoPng = (await renderImage(input, 'png', { px: 64, unit: 'px', amount: 64 })).body;
    const withLogo: RenderInput = {
      ...input,
      design: { ...DEFAULT_DESIGN, errorCorrection: 'Q', logo: { uploadId: 'logo', size: 0.2, margin: 10 } },
      logo: { png: logoPng, width: 64, height: 64 },
    };
    expect(await renders.svg(withLogo, 300)).toBe(renderSvg(withLogo, 300));
    // The caller's logo is copied, never moved away.
    expect(logoPng.byteLength).toBeGreaterThan(0);
  });

  it('rejects the job of a thread that crashed, and the next job gets a new thread', async () => {
    const renders = pool();
    await renders.svg(input, 100);
    const crash = renderPoolTesting.crash(renders);
    await expect(crash).rejects.toBeInstanceOf(RenderUnavailableError);
    await expect(crash).rejects.toMatchObject({ reason: 'stopped' });
    expect(await renders.svg(input, 300)).toBe(renderSvg(input, 300));
  });

  it('abandons a job that takes too long, replaces its thread and goes on', async () => {
    const renders = pool({ timeoutMs: 1_000 });
    await renders.svg(input, 100);
    const [stuck] = renderPoolTesting.workers(renders);
    // The job would end by itself after 30 s, with an answer: a rejection for the timeout means it was abandoned.
    await expect(renderPoolTesting.busy(renders, 30_000)).rejects.toMatchObject({ reason: 'timeout' });
    expect(await renders.svg(input, 300)).toBe(renderSvg(input, 300));
    expect(renderPoolTesting.workers(renders)).not.toContain(stuck);
  });

  it('keeps an error’s kind across the thread boundary', async () => {
    const renders = pool();
    const tooLong = renders.svg({ ...input, text: 'x'.repeat(5_000) }, 300);
    await expect(tooLong).rejects.toBeInstanceOf(QrTooLongError);
    await expect(tooLong).rejects.toMatchObject({ name: 'QrTooLongError', message: expect.stringMatching(/5000/) });
    // The thread survives an error in a job.
    expect(await renders.svg(input, 300)).toBe(renderSvg(input, 300));
  });

  it('fails a job whose input cannot cross to the thread, and answers the jobs behind it', async () => {
    const renders = pool();
    await renders.svg(input, 100);
    const unsendable = { ...input, design: { ...DEFAULT_DESIGN, toJSON: () => 'not data' } } as RenderInput;
    const [refused, next] = await Promise.allSettled([renders.svg(unsendable, 300), renders.svg(input, 300)]);
    expect(refused.status).toBe('rejected');
    expect(next).toEqual({ status: 'fulfilled', value: renderSvg(input, 300) });
  });

  it('runs many jobs on two threads, each answered with its own result', async () => {
    const renders = pool({ threads: 2 });
    const widths = [100, 150, 200, 250, 300, 350];
    const svgs = await Promise.all(widths.map((width) => renders.svg(input, width)));
    expect(svgs).toEqual(widths.map((width) => renderSvg(input, width)));
    expect(renderPoolTesting.workers(renders)).toHaveLength(2);
  });

  it('finishes the jobs already asked for on close, ends its threads and refuses later jobs', async () => {
    const renders = createRenderPool({ nice: 0 });
    await renders.svg(input, 100);
    const workers = renderPoolTesting.workers(renders);
    expect(workers).toHaveLength(1);
    const exited = workers.map((worker) => once(worker, 'exit'));
    const pending = renders.check(input);
    await renders.close();
    expect((await pending).passed).toBe(true);
    await Promise.all(exited);
    expect(renderPoolTesting.workers(renders)).toEqual([]);
    await expect(renders.svg(input, 300)).rejects.toMatchObject({ reason: 'closed' });
  });
});
