import { isDeepStrictEqual } from 'node:util';
import { isObject, resolveObject, type JsonObject } from '../document/walk';
import { escapePointer, quoted, type ComparedDocuments } from './compare-schemas';

/** A security requirement: the schemes it combines (all of them needed) and their scopes. */
type Requirement = Map<string, string[]>;

/** The requirements an operation accepts (any one of them): its own `security`, or the document's. */
function requirements(
  document: JsonObject,
  operation: JsonObject,
): { list: Requirement[]; pointer: string } {
  const own = Array.isArray(operation.security);
  const raw = (
    own ? operation.security : Array.isArray(document.security) ? document.security : []
  ) as unknown[];
  const list = raw
    .filter(isObject)
    .map(
      (requirement) =>
        new Map(
          Object.entries(requirement).map(([scheme, scopes]) => [
            scheme,
            Array.isArray(scopes) ? scopes.map(String) : [],
          ]),
        ),
    );
  return { list, pointer: own ? 'security' : '#/security' };
}

/** An empty requirement ({}) or none at all lets a caller in without a key. */
const isOpen = (list: Requirement[]) =>
  list.length === 0 || list.some((requirement) => requirement.size === 0);
const requirementKey = (requirement: Requirement) => [...requirement.keys()].sort().join(' + ');

const SCHEME_TEXT = new Set(['description']);

/**
 * The security changes of one operation (`operationPointer`: its JSON pointer in the later
 * description): a key newly needed or no longer, a way to authenticate added or removed, a scope
 * added or removed, and a change to a scheme the operation uses.
 */
export function compareSecurity(
  documents: ComparedDocuments,
  beforeOperation: JsonObject,
  afterOperation: JsonObject,
  operationPointer: string,
): void {
  const { before: beforeDocument, after: afterDocument, emit } = documents;
  const before = requirements(beforeDocument, beforeOperation);
  const after = requirements(afterDocument, afterOperation);
  const pointer = after.pointer.startsWith('#')
    ? after.pointer
    : `${operationPointer}/${after.pointer}`;
  const found = (slug: string, kind: string, at = pointer) =>
    emit({ rule: `security.${slug}`, field: '', kind, pointer: at });

  const wasOpen = isOpen(before.list);
  const isNowOpen = isOpen(after.list);
  if (wasOpen && !isNowOpen) found('security-became-required', 'a key is now needed');
  if (!wasOpen && isNowOpen) found('security-became-optional', 'a key is no longer needed');

  const beforeByKey = new Map(
    before.list
      .filter((requirement) => requirement.size > 0)
      .map((requirement) => [requirementKey(requirement), requirement]),
  );
  const afterByKey = new Map(
    after.list
      .filter((requirement) => requirement.size > 0)
      .map((requirement) => [requirementKey(requirement), requirement]),
  );
  for (const [key, requirement] of beforeByKey) {
    const now = afterByKey.get(key);
    if (!now) {
      if (!isNowOpen) found('security-alternative-removed', `authentication with ${key} removed`);
      continue;
    }
    for (const [scheme, scopes] of requirement) {
      const nowScopes = now.get(scheme) ?? [];
      for (const scope of nowScopes)
        if (!scopes.includes(scope))
          found('security-scope-added', `scope ${quoted(scope) ?? 'a scope'} of ${scheme} added`);
      for (const scope of scopes)
        if (!nowScopes.includes(scope))
          found(
            'security-scope-removed',
            `scope ${quoted(scope) ?? 'a scope'} of ${scheme} removed`,
          );
    }
  }
  for (const key of afterByKey.keys()) {
    if (!beforeByKey.has(key) && !(wasOpen && !isNowOpen))
      found('security-alternative-added', `authentication with ${key} added`);
  }

  // The schemes both versions use: a change to one changes how every caller of the operation sends its key.
  const schemes = new Set(
    [...afterByKey.values()].flatMap((requirement) => [...requirement.keys()]),
  );
  for (const scheme of schemes) {
    const schemePointer = `#/components/securitySchemes/${escapePointer(scheme)}`;
    const was = resolveObject(beforeDocument, { $ref: schemePointer });
    const is = resolveObject(afterDocument, { $ref: schemePointer });
    if (!was || !is) continue;
    for (const keyword of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (isDeepStrictEqual(was[keyword], is[keyword])) continue;
      const kind =
        `${scheme} ${keyword} ` +
        `changed${quoted(was[keyword]) && quoted(is[keyword]) ? ` from ${quoted(was[keyword])} to ${quoted(is[keyword])}` : ''}`;
      found(
        SCHEME_TEXT.has(keyword) || keyword.startsWith('x-')
          ? 'security-scheme-text'
          : 'security-scheme-changed',
        kind,
        `${schemePointer}/${escapePointer(keyword)}`,
      );
    }
  }
}
