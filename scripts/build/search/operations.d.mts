export interface OperationRecord {
  operationId: string;
  url: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  description: string;
  parameters: string[];
  pathValues: string[];
  parameterNotes: string[];
  bodyFields: string[];
  answerFields: string[];
  responses: string[];
}
export const OPERATION_WEIGHTS: Record<'operationId' | 'summary' | 'path' | 'tag' | 'fields' | 'description', number>;
export function operationRecords(document: object, hrefOf: (operationId: string) => string): OperationRecord[];
export function operationHtml(record: OperationRecord): string;
