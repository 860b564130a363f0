// The order of llms-full.txt: the docs of the first (current) version in sidebar order, then
// every other doc in its own order. With maps and sets, one pass over each list: a search of
// the docs per sidebar entry made the step quadratic in the pages.

/**
 * @template {{ id: string, version: string }} D
 * @param {D[]} docs every doc, the current version's first
 * @param {{ docId: string }[]} entries the current version's sidebar in reading order (flattenSidebar)
 * @returns {D[]} each doc once, those of the sidebar first in its order
 */
export function sidebarOrdered(docs, entries) {
  if (docs.length === 0) return [];
  const version = docs[0].version;
  /** @type {Map<string, D>} */
  const byId = new Map();
  for (const doc of docs) if (doc.version === version && !byId.has(doc.id)) byId.set(doc.id, doc);
  /** @type {Set<D>} */
  const ordered = new Set();
  for (const entry of entries) {
    const doc = byId.get(entry.docId);
    if (doc) ordered.add(doc);
  }
  for (const doc of docs) ordered.add(doc);
  return [...ordered];
}
