/**
 * The chain pages' parts (content/docs/chains) and the chain tables of the guides, rendered at build
 * time from the model of the chain facts (lib/chains/tables, over lib/chains/facts.ts and each
 * family's module): a fact changed there changes here with no other edit. Server components;
 * nothing here runs in the browser.
 */
import { Warning } from '@/components/Admonition';
import { code, joined } from '@/lib/chains/base/fact-text';
import { FAMILIES, type Family } from '@/lib/chains/registry';
import {
  identifiersOf,
  ownRows,
  sharedRows,
  signingRows,
  statusOf,
} from '@/lib/chains/tables/family';
import { feeCeilingTables } from '@/lib/chains/tables/fees';
import { searchNames } from '@/lib/chains/tables/search';
import {
  identifierCount,
  minimumText,
  otherChainsTable,
  overviewTable,
  periodText,
  supportedChainsTable,
} from '@/lib/chains/tables/tables';
import { cosmosChainsTable, ethereumKeyIdentifiers } from '@/lib/chains/tendermint/chains-table';
import { FactText, InlineText } from './FactText';
import { DataTable, FactSheet } from './Tables';

/** An identifier's section: what its family does not share, with a warning first when its chain has halted. */
export function ChainFacts({ identifier }: { identifier: string }) {
  const status = statusOf(identifier);
  return (
    <>
      {status && (
        <Warning title="Halted chain">
          <p>
            <FactText
              fact={{
                text: [
                  `${identifier} is among the API's identifiers, but ${status.text}. Check ` +
                    `that the chain still produces blocks before you send a transaction.`,
                ],
                source: status.source,
              }}
            />
          </p>
        </Warning>
      )}
      <FactSheet rows={ownRows(identifier)} label={`Facts of ${identifier}`} />
    </>
  );
}

/** What every identifier of a family shares, stated once on its page. */
export function FamilyFacts({ family }: { family: Family }) {
  return (
    <FactSheet
      rows={sharedRows(family)}
      label={`What every identifier of the ${FAMILIES[family].name} shares`}
    />
  );
}

/** How a family's forge answers are signed and its transactions sent. */
export function FamilySigning({ family }: { family: Family }) {
  return (
    <FactSheet
      rows={signingRows(family)}
      label={`Signing and sending on ${FAMILIES[family].name}`}
    />
  );
}

/**
 * The names a reader searches a family's page by (identifiers, chain names, other names, tickers),
 * given to the search index as the page's keywords, as a guide's front matter gives its own: from
 * the facts, so a renamed chain is found by its new name.
 */
export function ChainKeywords({ family }: { family: Family }) {
  return (
    <span hidden data-pagefind-ignore="" data-pagefind-meta="keywords">
      {searchNames(family).join(', ')}
    </span>
  );
}

/**
 * The fee ceilings the transaction check holds a family's forge answers to: the gas limit it
 * accepts and the most the fee can be, from the check's own rule.
 */
export function FeeCeilings({ family }: { family: Family }) {
  return (
    <>
      {feeCeilingTables(family).map((table) => (
        <DataTable key={table.caption} table={table} />
      ))}
    </>
  );
}

/** The overview of every identifier. */
export function ChainOverview() {
  return <DataTable table={overviewTable()} />;
}

/** The welcome page's table of the identifiers by family. */
export function SupportedChains() {
  return <DataTable table={supportedChainsTable()} />;
}

/** Core concepts' table of the Cosmos SDK chains. */
export function CosmosChains() {
  return <DataTable table={cosmosChainsTable()} />;
}

/** Core concepts' table of the other chains. */
export function OtherChains() {
  return <DataTable table={otherChainsTable()} />;
}

/** How many identifiers the API lists ("all"), or how many it stakes on ("staking"), in running text. */
export function IdentifierCount({ which }: { which: 'all' | 'staking' }) {
  return <>{identifierCount(which)}</>;
}

/** How many identifiers a family has, in running text. */
export function FamilySize({ family }: { family: Family }) {
  return <>{identifiersOf(family).length}</>;
}

/** The Cosmos SDK identifiers with Ethereum-style keys, in running text ("EVMOS, INJ and XPLA"). */
export function EthereumKeyIdentifiers() {
  return <InlineText text={joined(ethereumKeyIdentifiers().map(code))} />;
}

/** An identifier's unbonding period in running text, flagged when unconfirmed. */
export function UnbondingPeriod({ identifier }: { identifier: string }) {
  return <InlineText text={periodText(identifier)} />;
}

/** The smallest amount an identifier takes, in running text. */
export function MinimumAmount({ identifier }: { identifier: string }) {
  return <>{minimumText(identifier)}</>;
}
