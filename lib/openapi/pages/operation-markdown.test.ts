// @vitest-environment node
import { FIELDS_OPERATION_ID, fieldsDocument } from './fields.fixture';
import { loadApiDocument } from '../document/load';
import { operationModel } from './operation';
import { operationMarkdown } from './operation-markdown';

const markdown = operationMarkdown(operationModel(fieldsDocument, FIELDS_OPERATION_ID)!, {
  samples: [],
  guides: [],
  links: {
    guide: (guide) => `https://docs.example${guide.href}`,
    schema: (name) => `https://docs.example/api/schemas/#${name}`,
  },
});
const lines = markdown.split('\n');
/** The list line of a field, by its indentation and name. */
const line = (indent: number, name: string) =>
  lines.find((each) => each.startsWith(`${'  '.repeat(indent)}- ${name} (`));

describe('the Markdown copy of an operation page', () => {
  it('says of a parameter where it goes, that it is deprecated, its facts and example', () => {
    expect(line(0, '`label`')).toBe(
      '- `label` (query, string, deprecated): Use the body instead. Constraints: at most 20 ' +
        'characters. Example: `savings`.',
    );
    expect(line(0, '`walletId`')).toBe('- `walletId` (path, string (uuid), required)');
  });

  it('flags read-only, write-only and nullable fields as the page does', () => {
    expect(line(0, '`id`')).toBe('- `id` (string (uuid), read-only)');
    expect(line(0, '`secret`')).toBe('- `secret` (string, write-only)');
    expect(line(0, '`memo`')).toBe('- `memo` (string, nullable)');
  });

  it("gives an array of enum values its items' values, and an array of objects its items' fields", () => {
    expect(line(0, '`networks`')).toBe(
      '- `networks` (array of string, required): Constraints: at least 1 item. Items, one of: `mainnet`, `testnet`.',
    );
    expect(line(0, '`holders`')).toBe(
      '- `holders` (array of object · [Holder](https://docs.example/api/schemas/#Holder))',
    );
    expect(lines[lines.indexOf(line(0, '`holders`')!) + 1]).toBe(
      '  - Each item: A person who may sign.',
    );
    expect(line(1, '`email`')).toBe('  - `email` (string (email))');
  });

  it('names a schema of alternatives by its alternatives, and lists both groups of oneOf and anyOf', () => {
    expect(line(0, '`payout`')).toBe(
      '- `payout` ([Named](https://docs.example/api/schemas/#Named) or Card · ' +
        '[Payout](https://docs.example/api/schemas/#Payout))',
    );
    expect(markdown).toContain(
      '  - Exactly one of these, told apart by `kind`:\n    - **Named** (object · ' +
        '[Named](https://docs.example/api/schemas/#Named))',
    );
    const limit = lines.indexOf(line(0, '`limit`')!);
    const end = lines.indexOf('', limit);
    // The alternatives' own fields (deeper) left out.
    expect(lines.slice(limit + 1, end).filter((each) => !each.startsWith('      '))).toEqual([
      '  - Exactly one of these:',
      '    - **Option 1** (integer): Constraints: ≥ 0.',
      '    - **Option 2** (string): One of: `unlimited`.',
      '  - One or more of these:',
      '    - **Option 1** (number): Constraints: ≤ 1000.',
      '    - **Named** (object · [Named](https://docs.example/api/schemas/#Named))',
    ]);
  });

  it('names a recursive field where it recurs instead of expanding it again', () => {
    expect(line(1, '`parent`')).toBe(
      '  - `parent` (object · [Owner](https://docs.example/api/schemas/#Owner)): The same ' +
        '[Owner](https://docs.example/api/schemas/#Owner) as above, nested.',
    );
    expect(lines[lines.indexOf(line(1, '`parent`')!) + 1]).not.toMatch(/^ {4}- /);
  });
});

describe('the Markdown copy says what to call next, as the page does', () => {
  const copyOf = (operationId: string) =>
    operationMarkdown(operationModel(loadApiDocument(), operationId)!, {
      samples: [],
      guides: [],
      links: { guide: (guide) => guide.href, schema: (name) => name },
    });

  it('a forge answer leads to the broadcast and to the look-up by its uuid', () => {
    const copy = copyOf('forgeSolStake');
    expect(copy).toContain('## What to call next');
    expect(copy).toContain(
      '- Look up a transaction (`GET /v1/transaction`, `getTransaction`): Follow the transaction ' +
        "forged here: look it up by this answer's `uuid` until `txStatus` is `SUCCESS` or " +
        "`ERROR` (it stays `DRAFT` until you send it). `uuid` is this answer's uuid.",
    );
    expect(copy).toContain('`POST /v1/transactions/SOL/broadcast`, `broadcastSolTransaction`');
  });

  it('a broadcast answer leads to the look-up by its txHash; the look-up leads nowhere', () => {
    expect(copyOf('broadcastTendermintTransaction')).toContain(
      "`txHash` is this answer's result.txHash.",
    );
    expect(copyOf('getTransaction')).not.toContain('## What to call next');
  });
});
