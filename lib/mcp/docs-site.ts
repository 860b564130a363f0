/**
 * The published docs as the MCP server's tools read them, over one SiteSource: the pages of
 * llms.txt, their Markdown copies, the search over llms-full.txt, and the operations of
 * openapi.json with their Markdown copies. Each part is read on first use and kept.
 */
import { distance } from 'fastest-levenshtein';
import { operationEntries, resolveAllRefs, type JsonObject } from '../openapi/document/walk';
import { createSearchIndex, sectionsOfFullText, type SearchHit, type SearchIndex } from './search';
import { markdownPathOf, parseLlmsTxt, type SiteIndex, type SitePage } from './site-index';
import type { SiteSource } from './site-source';

/** A name the site does not know: the message lists the closest it does. */
export class NotFound extends Error {}

export interface OperationSummary {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
}

/** The `count` names closest to `name` (edit distance, case ignored). */
export function closest(name: string, names: string[], count = 3): string[] {
  const wanted = name.toLowerCase();
  return [...names]
    .sort((a, b) => distance(wanted, a.toLowerCase()) - distance(wanted, b.toLowerCase()))
    .slice(0, count);
}

export class DocsSite {
  private index?: Promise<SiteIndex>;
  private searchIndex?: Promise<SearchIndex>;
  private description?: Promise<JsonObject>;

  constructor(readonly source: SiteSource) {}

  private async required(sitePath: string): Promise<string> {
    const text = await this.source.read(sitePath);
    if (text === null) throw new NotFound(`${this.source.locate(sitePath)} is missing.`);
    return text;
  }

  siteIndex(): Promise<SiteIndex> {
    this.index ??= this.required('/llms.txt').then(parseLlmsTxt);
    return this.index;
  }

  async pages(): Promise<SitePage[]> {
    return (await this.siteIndex()).pages;
  }

  /** A page's Markdown copy by its path or address ("/docs/welcome", a published URL). */
  async readPage(
    name: string,
  ): Promise<{ page?: SitePage; path: string; url: string; markdown: string }> {
    const index = await this.siteIndex();
    const path = markdownPathOf(index, name);
    const markdown = path === null ? null : await this.source.read(path);
    if (path === null || markdown === null) {
      const known = index.pages.map((page) => page.path.replace(/\.md$/, ''));
      throw new NotFound(
        `No page ${name} on ${index.publishedBase}. Closest: ` +
          `${closest(name, known).join(', ')}. search_docs finds pages by their words.`,
      );
    }
    const page = index.pages.find((candidate) => candidate.path === path);
    return { page, path, url: page?.url ?? `${index.publishedBase}${path.slice(1)}`, markdown };
  }

  async search(query: string, limit?: number): Promise<SearchHit[]> {
    this.searchIndex ??= Promise.all([this.siteIndex(), this.required('/llms-full.txt')]).then(
      ([index, full]) => createSearchIndex(sectionsOfFullText(full, index.sitePathOf)),
    );
    return (await this.searchIndex).search(query, limit);
  }

  openApi(): Promise<JsonObject> {
    this.description ??= this.required('/openapi.json').then(
      (text) => JSON.parse(text) as JsonObject,
    );
    return this.description;
  }

  async operations(): Promise<OperationSummary[]> {
    return operationEntries(await this.openApi()).map(
      ({ operationId, method, path, operation }) => ({
        operationId,
        method: method.toUpperCase(),
        path,
        summary: String(operation.summary ?? ''),
        tag: String((operation.tags as string[] | undefined)?.[0] ?? ''),
      }),
    );
  }

  /** An operation by its id, or by "METHOD /path" as the description writes it. */
  async findOperation(name: string): Promise<OperationSummary> {
    const operations = await this.operations();
    const wanted = name.trim();
    const call = /^([a-z]+)\s+(\/\S*)$/i.exec(wanted);
    const found = call
      ? operations.find(
          (operation) => operation.method === call[1]!.toUpperCase() && operation.path === call[2],
        )
      : operations.find(
          (operation) => operation.operationId.toLowerCase() === wanted.toLowerCase(),
        );
    if (!found) {
      throw new NotFound(
        `No operation ${name}. Closest operation ids: ${closest(
          wanted,
          operations.map((operation) => operation.operationId),
        ).join(', ')}.`,
      );
    }
    return found;
  }

  /** The operation as the description has it, every $ref replaced by what it names (a recursive one left as a $ref). */
  async resolvedOperation(operation: OperationSummary): Promise<JsonObject> {
    const description = await this.openApi();
    const paths = description.paths as Record<string, Record<string, JsonObject>>;
    return resolveAllRefs(
      description,
      paths[operation.path]![operation.method.toLowerCase()],
    ) as JsonObject;
  }
}
