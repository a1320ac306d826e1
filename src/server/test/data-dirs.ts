import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/**
 * A fresh DATA_DIR per call for tests that load the configuration (it writes the generated auth secret there); every
 * one made during a test is removed after it.
 */
export function useDataDirs(): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scanlink-config-'));
    dirs.push(dir);
    return dir;
  };
}
