// What a link in the content can reach, known without building: the docs pages read from
// their sources, the API reference's pages from the description (their anchors as
// components/OperationPage gives them), the site's other routes under app/, and public/.
import { operationToc } from '@/components/OperationPage/sections';
import { loadApiDocument } from '../openapi/document/load';
import { operationModels, parameterId } from '../openapi/pages/operation';
import { apiOperationPath, API_SCHEMAS_PATH } from '../urls';
import type { SourcePage } from './types';

export interface KnownRoutes {
  /** Each page by its route ("/docs/support/") with its anchors; "any" where they are not known. */
  pages: Map<string, Set<string> | 'any'>;
  /** Routes under which every page is accepted (pages made from data the check does not read). */
  prefixes: string[];
  /** Files the build writes that are not under public/ ("/openapi.json"). */
  files: Set<string>;
  /** Folders of files the build makes (app/downloads: the packages, the Postman files). */
  filePrefixes: string[];
}

/** Files the build writes (app/'s route handlers, the post-build steps). */
const BUILT_FILES = [
  '/openapi.json',
  '/openapi.yaml',
  '/skill.md',
  '/llms.txt',
  '/llms-full.txt',
  '/sitemap.xml',
  '/robots.txt',
  '/api-sidebar.json',
  '/docs-sidebar.json',
  '/changelog/rss.xml',
  '/changelog/atom.xml',
];

/** Every route a link of the content may name, with its anchors. */
export async function pageRoutes(_root: string, docs: SourcePage[]): Promise<KnownRoutes> {
  const pages: KnownRoutes['pages'] = new Map();
  // The first of two sources of one URL is the page (the check reports both).
  for (const doc of docs) if (!pages.has(doc.route)) pages.set(doc.route, doc.ids);
  pages.set('/', 'any');
  pages.set('/docs/', 'any');
  // The fragments of /api/ are the interactive reference's own routes (lib/links/check.ts).
  pages.set('/api/', 'any');
  const document = loadApiDocument();
  // An operation page's anchors: its table of contents (the sections it has, each response) as
  // the page makes it, guides and code samples counted as there (the check cannot tell), and the
  // row of each parameter.
  for (const model of operationModels(document)) {
    const anchors = [
      ...operationToc(model, { guides: true, samples: true }).flatMap((entry) => [
        entry.id,
        ...entry.children.map((child) => child.id),
      ]),
      ...model.parameters.map((parameter) => parameterId(parameter.in, parameter.name)),
    ];
    pages.set(apiOperationPath(model.operationId), new Set(anchors));
  }
  const components = document.components as { schemas?: Record<string, unknown> } | undefined;
  pages.set(API_SCHEMAS_PATH, new Set(Object.keys(components?.schemas ?? {})));
  const files = new Set(BUILT_FILES);
  for (const doc of docs) files.add(`${doc.route.replace(/\/$/, '')}.md`);
  return {
    pages,
    prefixes: ['/api/guides/', '/changelog/', '/docs/page/'],
    files,
    filePrefixes: ['/downloads/'],
  };
}
