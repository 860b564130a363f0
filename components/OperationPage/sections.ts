import type { TocItem } from '@/lib/docs/page-data';
import {
  REQUEST_BODY_ID,
  responseId,
  statusTitle,
  type OperationModel,
} from '@/lib/openapi/pages/operation';

export { statusTitle };

/** The sections of an operation page, their ids (anchors that stay stable) and headings. */
export const SECTION = {
  guides: { id: 'guides', title: 'Guides and examples' },
  parameters: { id: 'parameters', title: 'Parameters' },
  requestBody: { id: REQUEST_BODY_ID, title: 'Request body' },
  responses: { id: 'responses', title: 'Responses' },
  nextCalls: { id: 'next-calls', title: 'What to call next' },
  codeSamples: { id: 'code-samples', title: 'Code samples' },
} as const;

const item = (id: string, text: string, level: number, children: TocItem[] = []): TocItem => ({
  id,
  text,
  level,
  children,
});

/** The table of contents of an operation page: the sections it has, each response under Responses. */
export function operationToc(
  model: OperationModel,
  { guides, samples }: { guides: boolean; samples: boolean },
): TocItem[] {
  return [
    ...(guides ? [item(SECTION.guides.id, SECTION.guides.title, 2)] : []),
    ...(model.parameters.length ? [item(SECTION.parameters.id, SECTION.parameters.title, 2)] : []),
    ...(model.requestBody ? [item(SECTION.requestBody.id, SECTION.requestBody.title, 2)] : []),
    item(
      SECTION.responses.id,
      SECTION.responses.title,
      2,
      model.responses.map((response) =>
        item(responseId(response.status), statusTitle(response.status), 3),
      ),
    ),
    ...(model.next.length ? [item(SECTION.nextCalls.id, SECTION.nextCalls.title, 2)] : []),
    ...(samples ? [item(SECTION.codeSamples.id, SECTION.codeSamples.title, 2)] : []),
  ];
}
