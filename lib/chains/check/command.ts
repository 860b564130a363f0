// The `check-transaction` command of the package: reads a forge request and its answer from files
// or standard input, prints the verdict and each part, and exits 0 only when every part of the
// transaction is explained, so a custody pipeline or CI can gate signing on it. No Node module is
// imported here: the package's bin gives it the files and the terminal (CommandIo).
import { InspectError } from '../base/inspect-error';
import { formatInspection, inspectForge } from './index';
import type { Verdict } from '../base/types';
import type { Inspection } from './types';

/** What the command reads and writes through: the package's bin passes Node's. */
export interface CommandIo {
  /** A file's text; rejects for a file that cannot be read or is larger than MAX_INPUT_BYTES. */
  readFile(path: string): Promise<string>;
  /** Standard input's text, likewise bounded. */
  readStdin(): Promise<string>;
  out(text: string): void;
  err(text: string): void;
}

/** The most the command reads from one file or standard input (every check's own limits are far lower). */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

/** The exit codes: 0 only when every part of the transaction is explained. */
export const EXIT_CODES = Object.freeze({
  /** Every part of the transaction is explained by the request: safe to sign. */
  matches: 0,
  /** A part is not what the request forges: do not sign. */
  differs: 1,
  /** Nothing differs, but a value must be confirmed first (or the operation was not given). */
  open: 2,
  /** The input could not be checked: a usage error, a file that cannot be read, not JSON, the check's own error. */
  badInput: 3,
});

const USAGE = `Usage: check-transaction --operation <operationId> --request <file> --answer <file> [options]
       check-transaction --input <file>        (one JSON object: { operationId, stakingIdentifier?,
                                                request, answer, chainState? })
       ... | check-transaction                 (the same object on standard input)

Checks a forge answer of the staking API against the request it was forged for, before you sign:
every part of the transaction must come from the request, be fixed by the operation, be chain
state in its range or a fee within the chain's ceiling. A file named "-" is standard input.

Options:
  --operation, -o <id>     the forge call you made, e.g. forgePolStake (without it the verdict is at best open)
  --identifier, -i <id>    the {stakingIdentifier} of a Tendermint route, e.g. ATOM
  --request, -r <file>     the JSON body you posted
  --answer, -a <file>      the JSON the forge call answered
  --input <file>           request, answer and operation in one JSON object
  --nonce <n>              your account's next nonce (or Cosmos sequence), as you read it on chain
  --account-number <n>     your Cosmos account number, as you read it
  --blockhash <hash>       a recent block hash you read (Solana)
  --last-valid-block-height <n>
                           the last valid block height read with that hash (Solana's
                           getLatestBlockhash gives both): the output says until when to send it
  --whole-amount <n>       what a request without an amount moves, in base units, as you read it
                           (your stake account's balance in lamports, a CXT unstaking entry in wei)
                           Each value given is held: the transaction must carry exactly it.
  --json                   print the whole inspection as JSON
  --parts                  also print every part of the transaction and what explains it
  --help, -h               this text

Exit codes: 0 matches, 1 differs (do not sign), 2 open (confirm the values shown first),
3 bad input (the command or its input could not be read or checked).
`;

// A Map: an argument is data, so `constructor` or `__proto__` is an unknown argument like any other.
const OPTIONS: ReadonlyMap<string, string> = new Map([
  ['--operation', 'operation'],
  ['-o', 'operation'],
  ['--identifier', 'identifier'],
  ['-i', 'identifier'],
  ['--request', 'request'],
  ['-r', 'request'],
  ['--answer', 'answer'],
  ['-a', 'answer'],
  ['--input', 'input'],
  ['--nonce', 'nonce'],
  ['--account-number', 'accountNumber'],
  ['--blockhash', 'recentBlockhash'],
  ['--last-valid-block-height', 'lastValidBlockHeight'],
  ['--whole-amount', 'wholeAmount'],
]);
/** The options that give a chain-state value the caller read (the library's chainState). */
const CHAIN_STATE_OPTIONS = [
  'nonce',
  'accountNumber',
  'recentBlockhash',
  'lastValidBlockHeight',
  'wholeAmount',
];
const FLAGS = new Set(['--json', '--parts', '--help', '-h']);

/** The command was not given what it needs: its message, then the usage. */
class UsageError extends Error {}
/** What it was given cannot be read: its message alone. */
class InputError extends Error {}

function parse(args: string[]): { values: Map<string, string>; flags: Set<string> } {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (FLAGS.has(arg)) flags.add(arg === '-h' ? '--help' : arg);
    else if (OPTIONS.has(arg)) {
      const value = args[(i += 1)];
      if (value === undefined) throw new UsageError(`${arg} needs a value.`);
      values.set(OPTIONS.get(arg)!, value);
    } else throw new UsageError(`Unknown argument: ${arg}.`);
  }
  if ([...values.values()].filter((v) => v === '-').length > 1)
    throw new UsageError('Only one input can be standard input ("-").');
  return { values, flags };
}

async function readJson(io: CommandIo, what: string, source: string): Promise<unknown> {
  let text: string;
  try {
    text = source === '-' ? await io.readStdin() : await io.readFile(source);
  } catch (error) {
    throw new InputError(
      `The ${what} cannot be read from ${source === '-' ? 'standard input' : source}: ` +
        `${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(
      `The ${what} (${source === '-' ? 'standard input' : source}) is not JSON: ` +
        `${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function partsText(inspection: Inspection): string {
  if (!inspection.parts.length) return '';
  const lines = inspection.parts.map(
    (p) =>
      `  ${p.source === 'request' && p.field ? `request (${p.field})` : p.source}: ${p.path} = ${p.value}`,
  );
  return `\nParts (${inspection.parts.length}):\n${lines.join('\n')}`;
}

const EXIT_OF: Record<Verdict, number> = {
  matches: EXIT_CODES.matches,
  differs: EXIT_CODES.differs,
  open: EXIT_CODES.open,
  unchecked: EXIT_CODES.badInput,
};

/** Runs the command; resolves to its exit code. */
export async function runCommand(args: string[], io: CommandIo): Promise<number> {
  try {
    const { values: options, flags } = parse(args);
    const values = Object.fromEntries(options) as Partial<
      Record<'operation' | 'identifier' | 'request' | 'answer' | 'input', string>
    >;
    if (flags.has('--help')) {
      io.out(USAGE);
      return EXIT_CODES.matches;
    }
    let input: Record<string, unknown>;
    if (
      values.input !== undefined ||
      (values.request === undefined && values.answer === undefined)
    ) {
      const read = await readJson(io, 'input', values.input ?? '-');
      if (!isObject(read))
        throw new InputError(
          'The input must be one JSON object with request and answer (and operationId).',
        );
      input = read;
    } else {
      if (values.request === undefined || values.answer === undefined)
        throw new UsageError('Give both --request and --answer (or --input).');
      input = {
        request: await readJson(io, 'request', values.request),
        answer: await readJson(io, 'answer', values.answer),
      };
    }
    const operationId = values.operation ?? input.operationId;
    const stakingIdentifier = values.identifier ?? input.stakingIdentifier;
    for (const [name, value] of [
      ['operationId', operationId],
      ['stakingIdentifier', stakingIdentifier],
    ] as const) {
      if (value !== undefined && typeof value !== 'string')
        throw new InputError(`The input's ${name} must be a string, as "forgePolStake" or "ATOM".`);
    }
    if (input.request === undefined)
      throw new InputError(
        'The request is missing: the command checks an answer against the request it was forged for.',
      );
    const given = Object.fromEntries(
      CHAIN_STATE_OPTIONS.filter((key) => options.has(key)).map((key) => [key, options.get(key)]),
    );
    const chainState =
      Object.keys(given).length || input.chainState !== undefined
        ? { ...(isObject(input.chainState) ? input.chainState : {}), ...given }
        : undefined;
    if (input.chainState !== undefined && !isObject(input.chainState))
      throw new InputError('chainState must be a JSON object of strings.');
    const inspection = await inspectForge({
      answer: input.answer,
      ...(chainState ? { chainState } : {}),
      request: input.request as Record<string, unknown>,
      ...(typeof operationId === 'string' ? { operationId } : {}),
      ...(typeof stakingIdentifier === 'string' ? { stakingIdentifier } : {}),
    });
    io.out(
      flags.has('--json')
        ? `${JSON.stringify(inspection, null, 2)}\n`
        : `${formatInspection(inspection)}${flags.has('--parts') ? partsText(inspection) : ''}\n`,
    );
    return EXIT_OF[inspection.verdict];
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`check-transaction: ${error.message}\n\n${USAGE}`);
      return EXIT_CODES.badInput;
    }
    if (error instanceof InputError) {
      io.err(`check-transaction: ${error.message}\n`);
      return EXIT_CODES.badInput;
    }
    if (error instanceof InspectError) {
      io.err(`check-transaction: cannot check this answer (${error.code}): ${error.message}\n`);
      return EXIT_CODES.badInput;
    }
    throw error;
  }
}
