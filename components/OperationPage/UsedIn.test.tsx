// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prerender } from 'react-dom/static';
import { afterAll, describe, expect, it } from 'vitest';
import type { Doc } from '@/lib/docs';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { codeSamples } from '@/lib/openapi/pages/code-samples';
import { firstGuides, guidesByOperation } from '@/lib/openapi/pages/guides';
import { operationModels } from '@/lib/openapi/pages/operation';
import OperationPage from './index';

const document = loadApiDocument();
const models = operationModels(document);
const operation = models.find((model) => model.operationId === 'forgeTendermintStake')!;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'used-in-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** `count` guides, in reading order, each calling the operation in its code as an author writes it. */
function guides(count: number): Doc[] {
  fs.mkdirSync(path.join(root, 'content', 'docs'), { recursive: true });
  return Array.from({ length: count }, (_, index) => {
    const name = `guide-${String(index + 1).padStart(5, '0')}`;
    const file = `content/docs/${name}.mdx`;
    fs.writeFileSync(
      path.join(root, file),
      `# Delegate\n\n\`\`\`bash\ncurl -X POST "$API/v1/transactions/ATOM/forge/stake" -d ` +
        `'{"amount": "${index}"}'\n\`\`\`\n`,
    );
    return {
      file,
      permalink: `/docs/${name}/`,
      frontMatter: { title: `Delegate ATOM, part ${index + 1}` },
    } as unknown as Doc;
  });
}

/** The operation's page as the build renders it, with the guides the site's docs give it. */
async function pageWith(docs: Doc[]): Promise<string> {
  const used = firstGuides(guidesByOperation(models, docs, root).get(operation.operationId) ?? []);
  const { prelude } = await prerender(
    <OperationPage
      operation={operation}
      samples={await codeSamples(document, operation)}
      guides={used}
    />,
  );
  return new Response(prelude).text();
}

describe("an operation page's guides", () => {
  it(
    'weigh the same with 3,000 guides calling the operation as with 9: the first 8, then a ' +
      'link to all of them',
    async () => {
      const few = await pageWith(guides(9));
      const many = await pageWith(guides(3_000));
      // Only the count in the link differs: "9" against "3000".
      expect(Math.abs(many.length - few.length)).toBeLessThanOrEqual(3);
      const named = [...many.matchAll(/>Delegate ATOM, part (\d+)</g)].map(([, part]) =>
        Number(part),
      );
      expect(named).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(many).toContain(
        'href="/api/guides/forgeTendermintStake/">All 3000 guides and examples that use this operation</a>',
      );
      expect(few).toContain(
        'href="/api/guides/forgeTendermintStake/">All 9 guides and examples that use this operation</a>',
      );
    },
  );

  it('are all named, without a link to a list, while there are no more than 8', async () => {
    const page = await pageWith(guides(8));
    expect([...page.matchAll(/>Delegate ATOM, part (\d+)</g)]).toHaveLength(8);
    expect(page).not.toContain('/api/guides/');
  });
});
