/**
 * The small typed client the example programs share. Save it next to the program
 * and to `api-types.ts`. Request and answer types come from the API description
 * (openapi-typescript), so a call that does not match the description does not
 * compile.
 */
import type { components, paths } from './api-types';

/** Reads a required environment variable, or stops with a message naming it. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set the ${name} environment variable.`);
  return value;
}

const API_URL = process.env.STAKING_API_URL ?? 'https://api.staking-api.example';
const API_KEY = requireEnv('STAKING_API_KEY'); // never write the key into the code

type PostOf<P extends keyof paths> = paths[P] extends { post: infer Op } ? Op : never;
type PathParams<Op> = Op extends { parameters: { path: infer A } } ? A : never;
type Json<T> = { content: { 'application/json': T } };
type JsonBody<Op> = Op extends { requestBody: Json<infer B> } ? B : never;
type JsonAnswer<Op> = Op extends { responses: { 200: Json<infer R> } } ? R : never;
export type ApiTransaction = JsonAnswer<paths['/v1/transaction']['get']>;

/**
 * POSTs `body` to a path of the API description and returns its `200` answer.
 * A path with parameters, such as `{stakingIdentifier}`, takes their values last.
 */
export async function post<P extends keyof paths>(
  path: P,
  body: JsonBody<PostOf<P>>,
  ...params: [PathParams<PostOf<P>>] extends [never] ? [] : [PathParams<PostOf<P>>]
): Promise<JsonAnswer<PostOf<P>>> {
  const values = (params[0] ?? {}) as Record<string, string>;
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  return request(url, { method: 'POST', body: JSON.stringify(body) });
}

/** An error answer of the API: its HTTP status, and the message and field of its body when it has one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Sends a request with the api-key header and returns the parsed answer. An error answer becomes
 * an ApiError; its body is read as the API's error only if it is JSON (a proxy or gateway in
 * between may answer with HTML or nothing).
 */
export async function request<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(new URL(path, API_URL), {
    ...init,
    headers: { 'api-key': API_KEY, 'content-type': 'application/json' },
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as
      components['schemas']['Error'] | null;
    const message = error?.message ?? response.statusText;
    const field = error?.field ? ` (field: ${error.field})` : '';
    const text = `${init.method} ${path} answered ${response.status}: ${message}${field}`;
    throw new ApiError(text, response.status, error?.field);
  }
  return (await response.json()) as T;
}

/** GET /status needs no key and answers 204 with no body while the API is up. */
export async function apiIsUp(): Promise<boolean> {
  const response = await fetch(new URL('/status', API_URL));
  return response.status === 204;
}

/** Looks the transaction up every few seconds until it is SUCCESS or ERROR (or we stop waiting). */
export async function followTransaction(uuid: string): Promise<ApiTransaction> {
  for (let attempt = 1; ; attempt += 1) {
    const query = new URLSearchParams({ uuid });
    const transaction = await request<ApiTransaction>(`/v1/transaction?${query}`, {
      method: 'GET',
    });
    console.log(`Status: ${transaction.txStatus}, verified: ${transaction.verified}`);
    const settled = transaction.txStatus === 'SUCCESS' || transaction.txStatus === 'ERROR';
    if (settled || attempt === 30) return transaction;
    await new Promise((resolve) => setTimeout(resolve, 4_000));
  }
}
