// @vitest-environment node
/**
 * The curl commands in the guides are written by hand, so this test holds them to the
 * API description: each one must call a server of the description (production or the local
 * sandbox) at an operation that exists (path, method), send the api-key header exactly when the
 * operation needs it, use only query parameters the operation declares, and send a JSON body
 * that its request schema accepts. A block marked ```bash rejected shows a request the API
 * refuses as malformed: a path parameter or its body must break the schema. (The sandbox page's
 * blocks are also run against the sandbox, with the answers the page documents: see
 * tests/examples/programs.examples.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { componentsAsJsonSchema, toJsonSchema } from '@/lib/openapi/document/json-schema';
import { loadApiDocument } from '@/lib/openapi/document/load';
import {
  isSecured,
  operationEntries,
  operationParameters,
  resolveObject,
  type JsonObject,
  type OperationEntry,
} from '@/lib/openapi/document/walk';

const API_BASE = 'https://api.staking-api.example';
const SANDBOX_BASE = 'http://127.0.0.1:4010';
const DOCS_DIR = path.join(process.cwd(), 'content', 'docs');
const document = loadApiDocument();

interface Curl {
  where: string;
  rejected: boolean;
  method: string;
  path: string;
  query: Map<string, string>;
  headers: string[];
  body?: string;
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/**
 * Splits shell code into commands (at newlines outside quotes) and each command into words,
 * honouring single and double quotes, so a JSON body may span several lines.
 */
function shellCommands(code: string): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let current = '';
  let quote: string | null = null;
  let inWord = false;
  const endWord = () => {
    if (inWord) words.push(current);
    current = '';
    inWord = false;
  };
  for (const char of `${code}\n`) {
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === '\n') {
      endWord();
      if (words.length > 0) commands.push(words);
      words = [];
    } else if (/\s/.test(char)) {
      endWord();
    } else {
      current += char;
      inWord = true;
    }
  }
  return commands;
}

function parseCurl(words: string[], where: string, rejected: boolean): Curl {
  let method: string | undefined;
  let url = '';
  let get = false;
  const data: string[] = [];
  const headers: string[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!;
    if (word === '-X') method = words[(i += 1)];
    else if (word === '-H') headers.push(words[(i += 1)]!.toLowerCase());
    else if (word === '-d' || word === '--data-urlencode') data.push(words[(i += 1)]!);
    else if (word === '-G') get = true;
    else if (word.startsWith('http')) url = word;
  }
  const parsed = new URL(url);
  const query = new Map(parsed.searchParams);
  if (get)
    for (const pair of data) query.set(pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1));
  const base = [API_BASE, SANDBOX_BASE].find((server) => url.startsWith(`${server}/`));
  return {
    where,
    rejected,
    method: (method ?? (data.length > 0 && !get ? 'POST' : 'GET')).toLowerCase(),
    path: base ? parsed.pathname : url,
    query,
    headers,
    body: get ? undefined : data[0],
  };
}

/** Every curl command of the guides, continuation lines joined. */
function curlCommands(): Curl[] {
  const found: Curl[] = [];
  for (const file of mdxFiles(DOCS_DIR)) {
    const source = readFileSync(file, 'utf8').replace(/\\\n/g, ' ');
    for (const [, meta, code] of source.matchAll(/```bash([^\n]*)\n([\s\S]*?)```/g)) {
      const rejected = /\brejected\b/.test(meta!);
      for (const words of shellCommands(code!)) {
        if (words[0] === 'curl')
          found.push(parseCurl(words, path.relative(DOCS_DIR, file), rejected));
      }
    }
  }
  return found;
}

/** The operation a concrete path calls: a literal path beats a templated one. */
function findOperation(curl: Curl): OperationEntry | undefined {
  const candidates = operationEntries(document).filter(
    (entry) =>
      entry.method === curl.method &&
      new RegExp(`^${entry.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(curl.path),
  );
  candidates.sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  return candidates[0];
}

const ajv = new Ajv({ allErrors: true, strictTypes: false, validateFormats: false });
ajv.addKeyword({ keyword: 'components' });
ajv.addSchema(componentsAsJsonSchema(document));

const commands = curlCommands();

describe('curl commands in the guides', () => {
  it('are found', () => {
    expect(commands.length).toBeGreaterThan(15);
  });

  it('call only the servers the description lists', () => {
    const servers = (document.servers as { url: string }[]).map((server) => server.url);
    expect(servers).toEqual([API_BASE, SANDBOX_BASE]);
  });

  for (const curl of commands) {
    it(`${curl.where}: ${curl.method.toUpperCase()} ${curl.path} matches the API description`, () => {
      expect(
        curl.path.startsWith('/'),
        `${curl.path} should call ${API_BASE} or ${SANDBOX_BASE}`,
      ).toBe(true);
      const found = findOperation(curl);
      expect(found, 'no such operation').toBeDefined();
      const { operation, path: template } = found!;
      expect(
        curl.headers.some((header) => header.startsWith('api-key:')),
        'api-key header',
      ).toBe(isSecured(document, operation));

      const parameters = operationParameters(document, found!);

      // Path parameters, such as the staking identifier, must be values the description accepts
      // (a rejected block may break one instead of its body).
      const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const values = new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`)
        .exec(curl.path)!
        .slice(1);
      const pathValid = names.every((name, index) => {
        const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
        return ajv.compile(toJsonSchema(parameter?.schema) as object)(values[index]) as boolean;
      });
      if (!curl.rejected)
        expect(pathValid, `path parameters ${names.join(', ')} = ${values.join(', ')}`).toBe(true);
      const queryNames = parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      for (const name of curl.query.keys())
        expect(queryNames, `query parameter ${name}`).toContain(name);
      for (const parameter of parameters.filter((p) => p.in === 'query' && p.required)) {
        expect(curl.query.has(parameter.name as string), `required ${String(parameter.name)}`).toBe(
          true,
        );
      }

      const requestBody = resolveObject(document, operation.requestBody);
      const schema = (requestBody?.content as JsonObject | undefined)?.['application/json'] as
        JsonObject | undefined;
      if (!schema) {
        expect(curl.body, 'this operation takes no body').toBeUndefined();
        return;
      }
      expect(curl.body, 'this operation needs a JSON body').toBeDefined();
      const body = JSON.parse(curl.body!) as JsonObject;
      const declared = Object.keys(
        (resolveObject(document, schema.schema)?.properties as JsonObject | undefined) ?? {},
      );
      for (const key of Object.keys(body)) expect(declared, `body field ${key}`).toContain(key);
      const validate = ajv.compile(toJsonSchema(schema.schema) as object);
      if (curl.rejected)
        expect(
          pathValid && validate(body),
          'a rejected example must break a path parameter or the body schema',
        ).toBe(false);
      else expect(validate(body) ? [] : validate.errors).toEqual([]);
    });
  }
});
