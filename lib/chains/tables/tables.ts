import { code, joined, link, type Fact, type FactTable, type Inline } from '../base/fact-text';
import {
  familyFacts,
  IDENTIFIERS,
  OVERVIEW,
  PATH_PARAMETER_IDENTIFIERS,
  STAKING_IDENTIFIERS,
  type IdentifierFacts,
} from '../facts';
import { FAMILIES, type Family } from '../registry';
import { apiOperationPath, chainFamilyPath, chainHref } from '@/lib/urls';
import { identifiersOf } from './family';
import { actionsOf, sendOperationOf } from './operations';

const cell = (...text: Inline[]): Fact[] => [{ text }];
const identifierLink = (identifier: string) =>
  link(identifier, chainHref(IDENTIFIERS[identifier].family, identifier), true);

/**
 * An unbonding period as a table cell: its days ("21 days"; a period stated to the hour as it is,
 * "14 days and 1 hour (337 hours)"; "about 8 days" where the chain does not fix it to the day).
 * An unconfirmed one says so in a few words and leads to the identifier's section, which says
 * where to read it: the whole note in each row would make every row a paragraph tall.
 */
function unbondingCell(
  identifier: string,
  unbonding: (typeof OVERVIEW)[number]['unbonding'],
  timing: IdentifierFacts['timing'],
): Fact[] {
  if (!unbonding || !timing) return cell('none');
  const days =
    unbonding.days === null
      ? `${timing.kind}, set by the contract`
      : unbonding.period.startsWith(`${unbonding.days} days`)
        ? unbonding.period
        : `about ${unbonding.days} days`;
  if (unbonding.verified) return cell(days);
  return cell(
    days,
    ' (',
    link('not confirmed', chainHref(IDENTIFIERS[identifier].family, identifier)),
    ')',
  );
}

/**
 * Who sends an identifier's signed transactions to its chain: the API's broadcast call, or the
 * client, who then submits the hash.
 */
function sender(facts: IdentifierFacts): Inline[] {
  const send = sendOperationOf(facts.operations);
  if (!send) return ['none'];
  const how = familyFacts(facts.family).signing?.send === 'broadcast' ? "the API's" : 'you, then';
  return [
    `${how} `,
    link(
      send === 'submitTransactionHash' ? 'submitHash' : 'broadcast',
      apiOperationPath(send),
      true,
    ),
  ];
}

/** An identifier's operations in a cell: its forge actions, then how its transactions are sent. */
function operationsCell(facts: IdentifierFacts): Fact[] {
  const actions = actionsOf(facts.operations);
  if (actions.length === 0)
    return cell(link('yield', apiOperationPath('getCurrentYield')), ' and reporting only');
  return cell(...joined(actions.map(code), ', '), '; sent by ', ...sender(facts));
}

/**
 * The chain overview: every identifier, alphabetically, with its family, token, unbonding and
 * operations, each linked to its section.
 */
export function overviewTable(): FactTable {
  const rows = [...OVERVIEW].sort((a, b) => a.identifier.localeCompare(b.identifier));
  return {
    caption: 'Every staking identifier of the API',
    columns: ['Identifier', 'Chain', 'Family', 'Token', 'Unbonding', 'Operations'],
    rows: rows.map((row) => {
      const facts = IDENTIFIERS[row.identifier];
      return {
        header: [identifierLink(row.identifier)],
        cells: [
          cell(row.name),
          cell(link(FAMILIES[row.family].name, chainFamilyPath(row.family))),
          cell(code(row.token), `, ${row.decimals} decimals`),
          unbondingCell(row.identifier, row.unbonding, facts.timing),
          operationsCell(facts),
        ],
      };
    }),
  };
}

/**
 * The welcome page's table: the identifiers grouped by family and by the forge actions they share,
 * in the order the reference lists the families, with who sends their transactions.
 */
export function supportedChainsTable(): FactTable {
  const groups: { family: Family; identifiers: string[]; actions: string[] }[] = [];
  for (const family of Object.keys(FAMILIES) as Family[]) {
    for (const identifier of identifiersOf(family)) {
      const actions = actionsOf(IDENTIFIERS[identifier].operations);
      const group = groups.find(
        (entry) => entry.family === family && entry.actions.join() === actions.join(),
      );
      if (group) group.identifiers.push(identifier);
      else groups.push({ family, identifiers: [identifier], actions });
    }
  }
  return {
    caption: 'The staking identifiers by family',
    columns: ['Family', 'Staking identifiers', 'Forge actions', 'Sent by'],
    rows: groups.map(({ family, identifiers, actions }) => ({
      header: [link(FAMILIES[family].name, chainFamilyPath(family))],
      cells: [
        // The family's name links its page; the identifiers stay plain, the page leaner (the overview links each).
        cell(...joined(identifiers.map(code), ', ')),
        cell(
          ...(actions.length
            ? joined(actions.map(code), ', ')
            : ['none: reports and the yield call only']),
        ),
        cell(...sender(IDENTIFIERS[identifiers[0]])),
      ],
    })),
  };
}

/**
 * The identifiers of core concepts' other chains, apart from those the Cosmos SDK chains' table
 * lists (the identifiers that share their routes): chain, network, token and base unit, decimals.
 */
export function otherChainsTable(): FactTable {
  const others = (Object.keys(FAMILIES) as Family[])
    .flatMap(identifiersOf)
    .filter((identifier) => !PATH_PARAMETER_IDENTIFIERS.includes(identifier));
  return {
    caption: 'The other chains',
    columns: ['Identifier', 'Chain', 'Network', 'Token and base unit', 'Decimals'],
    rows: others.map((identifier) => {
      const { name, network, token } = IDENTIFIERS[identifier];
      return {
        header: [identifierLink(identifier)],
        cells: [
          cell(name),
          cell(network ? network.name : 'none: reports and yield only'),
          cell(`${token.symbol}, `, code(token.baseUnit)),
          cell(String(token.decimals)),
        ],
      };
    }),
  };
}

/** How many identifiers the API lists (all), and how many of them have transactions to stake with (staking). */
export function identifierCount(which: 'all' | 'staking'): number {
  return which === 'all'
    ? STAKING_IDENTIFIERS.length
    : STAKING_IDENTIFIERS.filter((identifier) => IDENTIFIERS[identifier].operations.length > 0)
        .length;
}

/**
 * An identifier's unbonding (cooldown, unlock, exit queue) period in running text; an unconfirmed one
 * says so and leads to the identifier's section, which says where to read it.
 */
export function periodText(identifier: string): Inline[] {
  const { timing, family } = IDENTIFIERS[identifier];
  if (!timing) throw new Error(`${identifier} has no unbonding period in the chain facts.`);
  return timing.verified
    ? [timing.period]
    : [
        timing.period,
        ' (',
        link('not confirmed by a primary source', chainHref(family, identifier)),
        ')',
      ];
}

/** The smallest amount an identifier takes, as its limits state it ("1 EGLD"). */
export function minimumText(identifier: string): string {
  const { limits, token } = IDENTIFIERS[identifier];
  const minimum = limits.find((limit) => limit.minimum !== undefined)?.minimum;
  if (minimum === undefined)
    throw new Error(`The chain facts state no minimum amount for ${identifier}.`);
  return `${minimum} ${token.symbol}`;
}
