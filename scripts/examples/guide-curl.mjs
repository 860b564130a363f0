// The curl blocks of a guide and the answers it documents after each, run for real: the sandbox
// page shows each command followed by a block titled "Answer: <status>" (JSON, or text lines such
// as a status line and headers), and the test of the example programs runs each command with bash
// against the sandbox, in order, and compares.
//
// In a documented JSON answer, "…" stands for any value (as an object key: any further keys), a
// string ending in "…" for any string that starts with what comes before it, and "<uuid>" for a
// UUID. A text answer's lines must each appear in what curl printed.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const STATUS_MARK = '\n__STATUS__';

/**
 * A curl block of a guide and the answer documented after it.
 * @typedef {object} CurlBlock
 * @property {string} code The block's commands.
 * @property {boolean} rejected Marked `rejected`: a request the API refuses as malformed.
 * @property {number} status The status of the "Answer: <status>" block.
 * @property {string} kind The answer block's language: `json`, or text lines.
 * @property {string} answer The answer block's text.
 */

/**
 * What curl printed for a block, and the status of its last request.
 * @typedef {{ status: number, output: string }} CurlResult
 */

/**
 * Each curl block of `mdx` with the answer block right after it.
 * @param {string} mdx
 * @returns {CurlBlock[]}
 */
export function curlBlocks(mdx) {
  const fences = [...mdx.matchAll(/```(\w+)([^\n]*)\n([\s\S]*?)```/g)];
  /** @type {CurlBlock[]} */
  const out = [];
  fences.forEach(([, lang, meta, code], index) => {
    if (lang !== 'bash' || !code.trimStart().startsWith('curl ')) return;
    const next = fences[index + 1];
    const title = next && /title="Answer: (\d{3})"/.exec(next[2]);
    if (!title)
      throw new Error(`A curl block without an "Answer: <status>" block after it:\n${code}`);
    out.push({
      code,
      rejected: /\brejected\b/.test(meta),
      status: Number(title[1]),
      kind: next[1],
      answer: next[3],
    });
  });
  return out;
}

/**
 * Runs one block with bash, its base URL replaced by `baseUrl`.
 * @param {string} code
 * @param {string} baseUrl
 * @returns {Promise<CurlResult>}
 */
export async function runCurl(code, baseUrl) {
  const script =
    `curl() { command curl "$@" -s -w '${STATUS_MARK.replace('\n', '\\n')}%{http_code}'; ` +
    `}\n${code.replaceAll('http://127.0.0.1:4010', baseUrl)}`;
  const { stdout } = await run('bash', ['-c', script], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const at = stdout.lastIndexOf(STATUS_MARK);
  return { status: Number(stdout.slice(at + STATUS_MARK.length)), output: stdout.slice(0, at) };
}

/**
 * Whether `actual` matches the documented JSON value `documented` (see the wildcards above).
 * @param {unknown} documented
 * @param {unknown} actual
 * @returns {boolean}
 */
export function matchesDocumented(documented, actual) {
  if (documented === '…') return true;
  if (documented === '<uuid>')
    return (
      typeof actual === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(actual)
    );
  if (typeof documented === 'string' && documented.endsWith('…'))
    return typeof actual === 'string' && actual.startsWith(documented.slice(0, -1));
  if (Array.isArray(documented)) {
    if (!Array.isArray(actual)) return false;
    const open = documented.at(-1) === '…';
    const items = open ? documented.slice(0, -1) : documented;
    return (
      (open ? actual.length >= items.length : actual.length === items.length) &&
      items.every((item, i) => matchesDocumented(item, actual[i]))
    );
  }
  if (documented && typeof documented === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const expected = /** @type {Record<string, unknown>} */ (documented);
    const given = /** @type {Record<string, unknown>} */ (actual);
    const keys = Object.keys(expected).filter((key) => key !== '…');
    if (!('…' in expected) && Object.keys(given).some((key) => !keys.includes(key))) return false;
    return keys.every((key) => key in given && matchesDocumented(expected[key], given[key]));
  }
  return documented === actual;
}

/**
 * Whether what curl printed is the documented answer, and why not.
 * @param {CurlBlock} block
 * @param {CurlResult} result
 * @returns {{ ok: boolean, why?: string }}
 */
export function compareAnswer(block, { status, output }) {
  if (status !== block.status)
    return { ok: false, why: `status ${status}, documented ${block.status}` };
  if (block.kind === 'json') {
    let actual;
    try {
      actual = JSON.parse(output);
    } catch {
      return { ok: false, why: `not JSON: ${output.slice(0, 200)}` };
    }
    return matchesDocumented(JSON.parse(block.answer), actual)
      ? { ok: true }
      : { ok: false, why: `answer ${output.slice(0, 600)}` };
  }
  const lines = output.split(/\r?\n/).map((line) => line.trim().toLowerCase());
  const missing = block.answer
    .trim()
    .split('\n')
    .filter((line) => !lines.includes(line.trim().toLowerCase()));
  return missing.length === 0
    ? { ok: true }
    : { ok: false, why: `missing ${JSON.stringify(missing)} in ${output.slice(0, 400)}` };
}
