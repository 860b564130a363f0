// The API operations for the machine files (scripts/build/llms.mjs): each operation's Markdown
// copy, from the model its page renders (lib/openapi/pages/operation.ts), in the order of /api.
import type { JsonObject } from '@/lib/openapi/document/walk';
import { allCodeSamples } from '@/lib/openapi/pages/code-samples';
import { firstGuides, operationGuides } from '@/lib/openapi/pages/guides';
import { operationModels, type OperationModel } from '@/lib/openapi/pages/operation';
import { listOperations } from '@/lib/openapi/pages/operation-list';
import { operationMarkdown } from '@/lib/openapi/pages/operation-markdown';
import { apiGuidesPath, apiSchemaHref } from '@/lib/urls';

export { listOperations };

/**
 * Every operation of `document` with its Markdown copy. `absolute(sitePath)`: a site path as an
 * absolute URL; `guideCopy(permalink)`: the absolute URL of a docs page's Markdown copy.
 */
export async function operationCopies({
  document,
  absolute,
  guideCopy,
}: {
  document: JsonObject;
  absolute(sitePath: string): string;
  guideCopy(permalink: string): string;
}): Promise<{ operation: OperationModel; markdown: string }[]> {
  const samples = await allCodeSamples(document);
  return Promise.all(
    operationModels(document).map(async (operation) => {
      // The guides its page names, and where the page lists all of them when there are more.
      const { shown, total } = firstGuides(await operationGuides(document, operation.operationId));
      return {
        operation,
        markdown: operationMarkdown(operation, {
          samples: samples.get(operation.operationId) ?? [],
          guides: shown,
          allGuides: { total, href: absolute(apiGuidesPath(operation.operationId)) },
          links: {
            guide: (guide) => guideCopy(guide.href),
            schema: (name) => absolute(apiSchemaHref(name)),
          },
        }),
      };
    }),
  );
}
