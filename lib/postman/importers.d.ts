// The parts of two importers the collection's tests use; neither package ships types.

declare module '@usebruno/converters' {
  /** Bruno's own import of a Postman v2.1 collection: its collection and the issues it met. */
  export function postmanToBruno(
    collection: object,
  ): Promise<{ collection: unknown; issues: unknown[] }>;
  /** Bruno's own import of a Postman environment. */
  export function postmanToBrunoEnvironment(environment: object): unknown;
}

declare module 'postman-collection' {
  /** Postman's own reading of a v2.1 collection. */
  export class Collection {
    constructor(definition: object);
    forEachItem(
      callback: (item: { request: { method: string; url: { getPath(): string } } }) => void,
    ): void;
  }
}

declare module 'newman' {
  /** Runs a collection as Postman's command-line runner does; the summary holds each request's execution. */
  /** What is read of one request's execution: the item, the request, the answer or the error. */
  export interface Execution {
    item: { name: string };
    request: { method: string; url: { toString(): string } };
    response?: { code: number; stream?: Buffer };
    requestError?: Error;
  }
  export function run(
    options: object,
    callback: (error: Error | null, summary: { run: { executions: Execution[] } }) => void,
  ): void;
  const newman: { run: typeof run };
  export default newman;
}
