import path from 'node:path';
import { bundleApiDocument } from './bundle';
import type { JsonObject } from './walk';

/** openapi/ is read from the project root, where `next build`, `next dev` and vitest run. */
export const OPENAPI_DIR = path.join(process.cwd(), 'openapi');

let cachedDocument: JsonObject | undefined;

/**
 * The bundled OpenAPI document of openapi/, parsed once per process: the one loader of the
 * description. Routes, scripts and tests call it and hand the document to what reads it. Treat it
 * as read-only.
 */
export function loadApiDocument(): JsonObject {
  cachedDocument ??= bundleApiDocument(OPENAPI_DIR);
  return cachedDocument;
}
