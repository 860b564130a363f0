import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { isObject as isPlainObject, resolvePointer, type JsonObject } from './walk';

/**
 * Sections that several fragments fill: `paths`, `components` and each components section
 * (`components > schemas`, ...). Anything deeper (a path, a schema) belongs to one file.
 */
function isSharedSection(keyPath: string[]): boolean {
  return keyPath.length === 1 || (keyPath.length === 2 && keyPath[0] === 'components');
}

/**
 * Merges `source` into `target`. Shared sections merge key by key; everything else may be
 * defined once only, so two fragments can never silently overwrite or extend each other.
 */
function mergeFragment(
  target: JsonObject,
  source: JsonObject,
  file: string,
  keyPath: string[] = [],
): void {
  for (const [key, value] of Object.entries(source)) {
    const here = [...keyPath, key];
    if (!(key in target)) {
      target[key] = value;
    } else if (isSharedSection(here) && isPlainObject(target[key]) && isPlainObject(value)) {
      mergeFragment(target[key] as JsonObject, value, file, here);
    } else {
      throw new Error(
        `openapi/${file} defines ${here.join(' > ')} again; each key may be defined in one file only.`,
      );
    }
  }
}

/** Collects every `$ref` in the document; all must be local (`#/...`) once bundled. */
function collectRefs(node: unknown, refs: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, refs));
  else if (isPlainObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

/**
 * The fragments of the description in `openapiDir`, as its fragments.json lists them: the root
 * (openapi.yaml) first, then `components:` and `paths:` sections. Their order is the order of the
 * paths in the bundle, and so of the operations on /api. A test checks that every YAML file under
 * openapi/ is listed.
 */
export function fragmentFiles(openapiDir: string): string[] {
  const files: unknown = JSON.parse(readFileSync(path.join(openapiDir, 'fragments.json'), 'utf8'));
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string'))
    throw new Error('openapi/fragments.json must hold a list of file names.');
  return files;
}

/** Reads the fragments of `openapiDir` and returns the one bundled OpenAPI document. */
export function bundleApiDocument(openapiDir: string): JsonObject {
  const document: JsonObject = {};
  for (const file of fragmentFiles(openapiDir)) {
    const fragment: unknown = parse(readFileSync(path.join(openapiDir, file), 'utf8'));
    if (!isPlainObject(fragment)) throw new Error(`openapi/${file} must hold a YAML mapping.`);
    mergeFragment(document, fragment, file);
  }
  const broken = [...collectRefs(document, new Set())].filter(
    (ref) => resolvePointer(document, ref) === undefined,
  );
  if (broken.length > 0)
    throw new Error(`The OpenAPI document has unresolved $ref: ${broken.join(', ')}`);
  return document;
}
