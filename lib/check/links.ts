// The links of a page read from its source (Markdown links and images, JSX `href` and `src`),
// checked against the pages, anchors and files the site has (lib/check/routes.ts).
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { closestKey } from '../validation/messages';
import type { Problem, SourcePage } from './types';
import type { KnownRoutes } from './routes';

/** The page a link's path names, with or without its trailing slash. */
const normalRoute = (pathname: string) =>
  pathname === '/' ? '/' : `${pathname.replace(/\/+$/, '')}/`;

/** The links, images and JSX `href`/`src` of a page, checked against the pages and files. */
export function checkLinks(
  page: SourcePage,
  known: KnownRoutes,
  root: string,
  problems: Problem[],
) {
  if (!page.tree) return;
  const report = (node: { position?: import('unist').Position }, message: string) =>
    problems.push({
      file: page.file,
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
      message,
    });
  const check = (
    node: { position?: import('unist').Position },
    url: string,
    kind: 'link' | 'image',
  ) => {
    if (!url || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return;
    const [pathPart, fragment = ''] = url.split('#');
    if (kind === 'image' || /\.[a-z0-9]+$/i.test(pathPart)) {
      if (!pathPart) return;
      const file = pathPart.startsWith('/')
        ? `public${decodeURI(pathPart)}`
        : path.posix.join(path.posix.dirname(page.file), decodeURI(pathPart));
      const built = decodeURI(pathPart);
      if (known.files.has(built) || known.filePrefixes.some((p) => built.startsWith(p))) return;
      if (fs.existsSync(path.join(root, file))) return;
      report(
        node,
        `the ${kind === 'image' ? 'image' : 'file'} "${url}" does not exist (no ${file}); add ` +
          `the file there or correct the path`,
      );
      return;
    }
    const target = pathPart ? normalRoute(decodeURI(pathPart)) : page.route;
    const resolved = pathPart.startsWith('/')
      ? target
      : pathPart
        ? normalRoute(path.posix.join(page.route, '..', decodeURI(pathPart)))
        : page.route;
    const ids = known.pages.get(resolved);
    if (!ids) {
      if (known.prefixes.some((prefix) => resolved.startsWith(prefix))) return;
      const near = closestKey(resolved, [...known.pages.keys()]);
      report(
        node,
        `the link "${url}" leads to no page; ${near ? `did you mean "${near}"?` : 'link a page of this site'}`,
      );
      return;
    }
    if (!fragment || ids === 'any') return;
    const anchor = decodeURIComponent(fragment);
    if (ids.has(anchor)) return;
    const list = [...ids].map((id) => `"${id}"`).join(', ');
    const near = closestKey(anchor, [...ids]);
    report(
      node,
      `the link "${url}" names the anchor "${anchor}", which ${resolved} does not have; ` +
        (near ? `did you mean "${near}"? ` : '') +
        (ids.size ? `its anchors: ${list}` : 'that page has no anchors'),
    );
  };
  visit(page.tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') check(node, node.url, 'link');
    else if (node.type === 'image') check(node, node.url, 'image');
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (attribute.name === 'href') check(node, attribute.value, 'link');
        if (attribute.name === 'src') check(node, attribute.value, 'image');
      }
    }
  });
}
