// Where a refused rule, variant or tag shows its error. The form's errors are a tree (react-hook-form nests them by
// path); a path may name a field itself (`rules.0.url`) or a part below what has one input (`…values.0`: the first
// country of a multi-select), so the field shows the first message at or below its path.

interface ErrorNode {
  message?: unknown;
  root?: ErrorNode;
  [key: string]: unknown;
}

function nodeAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The first message in a subtree, depth first (an array's own error comes back as `root`). */
function firstMessage(node: unknown, depth = 0): string | undefined {
  if (node === null || typeof node !== 'object' || depth > 8) return undefined;
  const error = node as ErrorNode;
  if (typeof error.message === 'string' && error.message) return error.message;
  const own = error.root?.message;
  if (typeof own === 'string' && own) return own;
  for (const [key, child] of Object.entries(error)) {
    // A field error also holds its input element (`ref`), which is no part of the tree.
    if (key === 'ref' || key === 'root' || key === 'type' || key === 'types') continue;
    const found = firstMessage(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The message (an issue code, maybe with its limit) at or below a path of the form's errors. */
export function issueAt(errors: unknown, path: string): string | undefined {
  return firstMessage(nodeAt(errors, path));
}

/** Only the message of the path itself (a list's own error, such as the split's weights), not its items'. */
export function ownIssueAt(errors: unknown, path: string): string | undefined {
  const node = nodeAt(errors, path) as ErrorNode | undefined;
  if (!node || typeof node !== 'object') return undefined;
  if (typeof node.message === 'string' && node.message) return node.message;
  const own = node.root?.message;
  return typeof own === 'string' && own ? own : undefined;
}
