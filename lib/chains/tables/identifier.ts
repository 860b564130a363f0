import { code, link, type Fact, type FactRow } from '../base/fact-text';
import type { Limit, Timing } from '../base/fact-types';
import { toBaseUnits } from '../base/units';
import { familyFacts, IDENTIFIERS, type IdentifierFacts } from '../facts';
import { apiOperationPath } from '@/lib/urls';
import { operationFacts } from './operations';

/** The amount each sheet converts to show the format `amount` takes. */
const EXAMPLE_AMOUNT = '12.5';

const TIMING_LABELS: Record<Timing['kind'], string> = {
  unbonding: 'Unbonding',
  cooldown: 'Cooldown',
  unlock: 'Unlock',
  'exit queue': 'Exit queue',
  deactivation: 'Deactivation',
};

/** What happens to the tokens while they wait, labelled after the wait. */
const MEANWHILE_LABELS: Record<Timing['kind'], string> = {
  unbonding: 'While unbonding',
  cooldown: 'During the cooldown',
  unlock: 'Until the unlock',
  'exit queue': 'In the exit queue',
  deactivation: 'While deactivating',
};

const limitFact = (limit: Limit): Fact => ({
  text: [limit.rule],
  source: limit.source,
  ...(limit.verified === false ? { unverified: {} } : {}),
});

function timingRows(timing: Timing): FactRow[] {
  return [
    {
      key: 'timing',
      label: TIMING_LABELS[timing.kind],
      facts: [
        {
          text: [timing.period],
          source: timing.source,
          ...(timing.verified ? {} : { unverified: { readFrom: timing.readFrom } }),
        },
      ],
    },
    {
      key: 'meanwhile',
      label: MEANWHILE_LABELS[timing.kind],
      facts: [{ text: [timing.meanwhile] }],
    },
  ];
}

function tokenRow({ token }: IdentifierFacts): FactRow {
  return {
    key: 'token',
    label: 'Token',
    facts: [
      {
        text: [
          code(token.symbol),
          `, ${token.decimals} decimals, counted in `,
          code(token.baseUnit),
        ],
        source: token.source,
      },
    ],
  };
}

/** The form `amount` takes in a forge request: a decimal string in the token, converted with its decimals. */
function amountRow({ token }: IdentifierFacts): FactRow {
  const base = toBaseUnits(EXAMPLE_AMOUNT, token.decimals).toString();
  return {
    key: 'amount',
    label: 'Amounts',
    facts: [
      {
        text: [
          code('amount'),
          ` is a decimal string in ${token.symbol} with at most ${token.decimals} decimal places: `,
          code(`"${EXAMPLE_AMOUNT}"`),
          ' is ',
          code(base),
          ` ${token.baseUnit} in the transaction`,
        ],
        source: 'API',
      },
    ],
  };
}

function explorerRow({ explorer }: IdentifierFacts): FactRow[] {
  if (!explorer) return [];
  const { origin, hostname } = new URL(explorer.transactionUrl);
  return [
    {
      key: 'explorer',
      label: 'Explorer',
      facts: [
        {
          text: [
            link(hostname.replace(/^www\./, ''), `${origin}/`),
            ': a transaction is at ',
            code(`${explorer.transactionUrl}<hash>`),
          ],
          source: explorer.source,
        },
      ],
    },
  ];
}

/** Every row of an identifier's sheet, in reading order. */
export function identifierRows(identifier: string): FactRow[] {
  const facts = IDENTIFIERS[identifier];
  const { sheet } = familyFacts(facts.family);
  const status = sheet.status?.(identifier);
  const rows: FactRow[] = [
    {
      key: 'chain',
      label: 'Chain',
      facts: [{ text: [facts.name, ...(sheet.otherNames?.(identifier) ?? [])] }],
    },
  ];
  if (status)
    rows.push({
      key: 'status',
      label: 'Status',
      facts: [{ text: [status.text], source: status.source }],
    });
  if (facts.network) {
    rows.push({
      key: 'network',
      label: 'Network',
      facts: [
        {
          text: [facts.network.name, ', chain id ', code(facts.network.chainId)],
          source: facts.network.source,
        },
      ],
    });
  }
  rows.push(tokenRow(facts));
  if (facts.offered) {
    rows.push({
      key: 'offered',
      label: 'What the API offers',
      facts: [{ text: [facts.offered.text] }],
    });
  } else {
    rows.push(amountRow(facts));
  }
  rows.push(...(sheet.rows?.(identifier) ?? []));
  if (facts.limits.length)
    rows.push({ key: 'limits', label: 'Minimums and limits', facts: facts.limits.map(limitFact) });
  if (facts.timing) rows.push(...timingRows(facts.timing));
  const operations = facts.offered ? facts.offered.operations : facts.operations;
  rows.push({
    key: 'operations',
    label: 'Operations',
    facts: operationFacts(facts.family, operations),
  });
  rows.push(...explorerRow(facts));
  rows.push({
    key: 'yield',
    label: 'Yield',
    facts: [
      {
        text: [
          facts.yieldMeaning,
          ' (',
          link('GET /v1/yield/current', apiOperationPath('getCurrentYield'), true),
          ')',
        ],
      },
    ],
  });
  return rows;
}
