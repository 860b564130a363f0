// A decoded transaction as a tree of named parts, and the difference of two such trees. Each
// family reads its transaction (and the one its forge rebuilds from the request) into this form,
// so one comparison names the part that differs, whatever the chain.

/**
 * A leaf holds one value in a form that keeps its type apart: `"text"` (quoted, as JSON writes it)
 * for a string, `42` for a number, `true`, `null`.
 */
export type Leaf = string;
export type Tree = Leaf | Tree[] | { [key: string]: Tree };

export const isLeaf = (tree: Tree): tree is Leaf => typeof tree === 'string';

/** A string part. */
export const text = (value: string): Leaf => JSON.stringify(value);
/** A number part (bigint or a safe integer), written in decimal. */
export const num = (value: bigint | number): Leaf => value.toString();

/** A JSON value as a tree: strings stay apart from numbers, booleans and null. */
export function fromJson(value: unknown): Tree {
  if (typeof value === 'string') return text(value);
  if (typeof value === 'bigint') return num(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object') {
    const out: Record<string, Tree> = {};
    for (const [key, child] of Object.entries(value))
      if (child !== undefined) out[key] = fromJson(child);
    return out;
  }
  return `(${typeof value})`;
}

/** A leaf as a reader sees it: a string without its quotes. */
export function showLeaf(leaf: Leaf): string {
  return leaf.startsWith('"') ? (JSON.parse(leaf) as string) : leaf;
}

const MAX_SHOWN = 160;
function clip(value: string): string {
  return value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 1)}…` : value;
}

/** A part as a reader sees it: a leaf's value, or a short JSON form of a subtree. */
export function show(tree: Tree | undefined): string {
  if (tree === undefined) return '(none)';
  if (isLeaf(tree)) return clip(showLeaf(tree));
  const plain = (t: Tree): unknown =>
    isLeaf(t)
      ? showLeaf(t)
      : Array.isArray(t)
        ? t.map(plain)
        : Object.fromEntries(Object.entries(t).map(([k, v]) => [k, plain(v)]));
  return clip(JSON.stringify(plain(tree)));
}

export const childPath = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** Every leaf of a tree with its path. */
export function leaves(tree: Tree, path = '', out: [string, Leaf][] = []): [string, Leaf][] {
  if (isLeaf(tree)) out.push([path, tree]);
  else if (Array.isArray(tree)) tree.forEach((child, i) => leaves(child, childPath(path, i), out));
  else for (const [key, child] of Object.entries(tree)) leaves(child, childPath(path, key), out);
  return out;
}

/** The subtree at a path, or undefined. */
export function at(tree: Tree, path: string): Tree | undefined {
  if (path === '') return tree;
  let node: Tree | undefined = tree;
  for (const [, key, index] of path.matchAll(/(?:^|\.)([^.[\]]+)|\[(\d+)\]/g)) {
    if (node === undefined || isLeaf(node)) return undefined;
    node =
      index !== undefined
        ? Array.isArray(node)
          ? node[Number(index)]
          : undefined
        : Array.isArray(node)
          ? undefined
          : node[key!];
  }
  return node;
}

/** Whether `inner` is `outer` or lies under it. */
export function isWithin(inner: string, outer: string): boolean {
  return (
    outer === '' ||
    inner === outer ||
    inner.startsWith(`${outer}.`) ||
    inner.startsWith(`${outer}[`)
  );
}

export interface Difference {
  path: string;
  /** The part as the request forges it; undefined when the forge makes no such part. */
  expected: Tree | undefined;
  /** The part as the transaction has it; undefined when the transaction lacks it. */
  actual: Tree | undefined;
}

/** How many differences one comparison reports at most: beyond that, the transaction is another one altogether. */
export const MAX_DIFFERENCES = 40;

/**
 * The parts where `actual` is not `expected`, each named at the highest part that differs as a
 * whole: a part only one side has is one difference, not one per leaf under it.
 */
export function diffTrees(
  expected: Tree | undefined,
  actual: Tree | undefined,
  path = '',
  out: Difference[] = [],
): Difference[] {
  if (out.length >= MAX_DIFFERENCES) return out;
  if (
    expected === undefined ||
    actual === undefined ||
    isLeaf(expected) ||
    isLeaf(actual) ||
    Array.isArray(expected) !== Array.isArray(actual)
  ) {
    if (!sameTree(expected, actual)) out.push({ path, expected, actual });
    return out;
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i += 1)
      diffTrees(expected[i], actual[i], childPath(path, i), out);
    return out;
  }
  const e = expected as Record<string, Tree>;
  const a = actual as Record<string, Tree>;
  for (const key of new Set([...Object.keys(e), ...Object.keys(a)]))
    diffTrees(e[key], a[key], childPath(path, key), out);
  return out;
}

export function sameTree(a: Tree | undefined, b: Tree | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (isLeaf(a) || isLeaf(b)) return a === b;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((child, i) => sameTree(child, b[i]))
    );
  const keys = Object.keys(a);
  const other = b as Record<string, Tree>;
  return (
    keys.length === Object.keys(other).length &&
    keys.every((key) => key in other && sameTree((a as Record<string, Tree>)[key], other[key]))
  );
}

/** A copy of `tree` with the part at `path` replaced (the path must exist). */
export function replaceAt(tree: Tree, path: string, value: Tree): Tree {
  if (path === '') return value;
  const [, key, index, rest = ''] = /^(?:\.?([^.[\]]+)|\[(\d+)\])(.*)$/.exec(path) ?? [];
  if (index !== undefined && Array.isArray(tree))
    return tree.map((child, i) => (i === Number(index) ? replaceAt(child, rest, value) : child));
  if (key !== undefined && !isLeaf(tree) && !Array.isArray(tree) && key in tree)
    return { ...tree, [key]: replaceAt(tree[key]!, rest, value) };
  return tree;
}
