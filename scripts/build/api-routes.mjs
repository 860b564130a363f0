// The routes of the interactive reference that an export holds (`#/operations/<id>`,
// `#/schemas/<Name>`), from its description (out/openapi.json) with lib/openapi's walk: what the
// link checker accepts in a link to /api/?try#/…. Without a description no route exists.
import fs from 'node:fs';
import path from 'node:path';
import { listElementsRoutes } from '@/lib/openapi/pages/operation-list';

/** The bundled description the reference shows, as the build exports it (app/openapi.json). */
export const API_DESCRIPTION_FILE = 'openapi.json';

export async function apiRoutesOfExport(outDir) {
  const file = path.join(outDir, API_DESCRIPTION_FILE);
  if (!fs.existsSync(file)) return new Set();
  return new Set(listElementsRoutes(JSON.parse(fs.readFileSync(file, 'utf8'))));
}
