import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself: its comments and documents point to docs/product.md or say what they mean, never
// to a specification section or a tracker's issue number that a reader of the repository cannot open.
const ROOT = process.cwd();
const FOLDERS = ['src', 'e2e', 'eslint', 'scripts', 'bench', 'docs'];
const FILES = ['README.md'];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|css|html|md|sh|ya?ml)$/;
// This file names the patterns it looks for, so it is left out of its own search.
const SELF = path
  .relative(ROOT, import.meta.filename)
  .split(path.sep)
  .join('/');

/** A citation of an outside specification by its name "SPEC", or of an issue by its number ("issue" and digits). */
const OUTSIDE_REFERENCES = [/\bSPEC\b/, /\bissues? #?\d/i];

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Every line of the repository's sources and documents that cites something outside the repository. */
function outsideReferences(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)))
          found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('the repository', () => {
  const files = [...FOLDERS.flatMap(filesUnder), ...FILES].filter((file) => file !== SELF);

  it('reads every folder it guards', () => {
    for (const folder of FOLDERS) expect(files.some((file) => file.startsWith(`${folder}/`))).toBe(true);
  });

  it('cites no specification section and no issue number', () => {
    expect(outsideReferences(files)).toEqual([]);
  });

  it('points only to sections docs/product.md has', () => {
    const headings = readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3));
    const pointers = files.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/docs\/product\.md, ([A-Z][^):;\n]*)/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(pointers.length).toBeGreaterThan(50);
    const dangling = pointers.filter(
      (pointer) => !headings.some((heading) => pointer.split(': ')[1]!.startsWith(heading)),
    );
    expect(dangling).toEqual([]);
  });

  it('recognises such citations', () => {
    // Assembled from parts, so that this file holds no citation itself.
    const [spec, issue] = ['SPEC', 'issue'];
    const lines = [
      `// The group commit (${spec} §6).`,
      `/** Bulk import (${issue} 10, point 6). */`,
      `## I${issue.slice(1)} #12`,
    ];
    expect(lines.filter((line) => OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)))).toEqual(lines);
    const fine = ['const SUSPECT = /%/;', '// RFC 9110 §13.1.2', '// every issue is listed', 'spec: BulkInsertSpec'];
    expect(fine.filter((line) => OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)))).toEqual([]);
  });
});
