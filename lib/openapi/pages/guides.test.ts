import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getAllDocs, type Doc } from '@/lib/docs';
import { loadApiDocument } from '../document/load';
import { guidesByOperation, operationPathPattern } from './guides';
import { operationModels } from './operation';

const models = operationModels(loadApiDocument());
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A docs page with this source, written under a scratch root. */
function page(name: string, source: string): Doc {
  const file = `content/docs/${name}.mdx`;
  fs.mkdirSync(path.join(root, 'content', 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, file), source);
  return { file, permalink: `/docs/${name}/`, frontMatter: { title: name } } as unknown as Doc;
}

const titles = (found: Map<string, { title: string }[]>, id: string) =>
  (found.get(id) ?? []).map((guide) => guide.title);

describe('guidesByOperation', () => {
  it('finds a page by the operation path it names, its parameter values, or a link to its page', () => {
    const docs = [
      page('named', 'POST `/v1/transactions/SOL/forge/stake` forges the stake.'),
      page('templated', 'curl "$API/v1/transactions/${chain}/forge/stake" with ATOM'),
      page(
        'linked',
        'See [the call](/api/operations/getTransaction/) and [unstake all](/api/operations/forgeCxtUnstakeAll/).',
      ),
      page('longer-path', 'Call /v1/transaction/submitHash after signing.'),
      page('none', 'Nothing here names a call: /v1/transactions/XYZ/forge/stake is no chain.'),
    ];
    const found = guidesByOperation(models, docs, root);
    expect(titles(found, 'forgeSolStake')).toEqual(['named']);
    expect(titles(found, 'forgeTendermintStake')).toEqual(['templated']);
    expect(titles(found, 'getTransaction')).toEqual(['linked']);
    // forgeCxtUnstake's page path is the start of forgeCxtUnstakeAll's: a link names one of them.
    expect(titles(found, 'forgeCxtUnstakeAll')).toEqual(['linked']);
    expect(titles(found, 'forgeCxtUnstake')).not.toContain('linked');
    expect(titles(found, 'submitTransactionHash')).toEqual(['longer-path']);
    for (const guides of found.values())
      expect(guides.map((guide) => guide.title)).not.toContain('none');
  });

  it('finds every operation whose path starts at the same place: two methods of one path', () => {
    const [model] = models;
    const read = {
      ...model,
      operationId: 'readThing',
      method: 'get',
      path: '/v1/things/{id}',
    } as typeof model;
    const write: typeof model = { ...read, operationId: 'writeThing', method: 'put' };
    const found = guidesByOperation(
      [read, write],
      [page('both', 'PUT or GET `/v1/things/{id}`')],
      root,
    );
    expect(titles(found, 'readThing')).toEqual(['both']);
    expect(titles(found, 'writeThing')).toEqual(['both']);
  });

  it(
    "gives each operation the same pages, in the site's order, as testing each operation's " +
      'pattern on each page',
    () => {
      const docs = getAllDocs();
      const found = guidesByOperation(models, docs);
      const texts = docs.map((doc) => {
        const mdx = fs.readFileSync(doc.file, 'utf8');
        const programs = [...mdx.matchAll(/<ExampleSource\b[^>]*\bfile="([^"]+)"/g)].map(
          ([, file]) => fs.readFileSync(path.join('content', 'examples', file), 'utf8'),
        );
        return { doc, text: [mdx, ...programs].join('\n') };
      });
      let links = 0;
      for (const model of models) {
        const pattern = operationPathPattern(model);
        const pagePath = `/api/operations/${model.operationId}`;
        const expected = texts
          .filter(
            ({ text }) =>
              pattern.test(text) || text.includes(`${pagePath}/`) || text.includes(`${pagePath})`),
          )
          .map(({ doc }) => doc.permalink);
        expect(
          found.get(model.operationId)?.map((guide) => guide.href),
          model.operationId,
        ).toEqual(expected);
        links += expected.length;
      }
      // The site's guides name most operations: the comparison is not of empty lists.
      expect(links).toBeGreaterThan(60);
    },
  );
});
