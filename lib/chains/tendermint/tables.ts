// What only the chain page of the Cosmos SDK chains says (the sheet of lib/chains/tables adds it):
// a chain's status where it has halted, the other names chain-registry gives it, its addresses,
// keys and signing formats, and the message each forge call builds.
import { code, joined } from '../base/fact-text';
import { CHAINS, DIRECT_SIGNERS } from './facts';
import { OPERATIONS } from './operations';
import type { FactRow, Inline } from '../base/fact-text';
import type { FamilySheet } from '../base/fact-types';

const chainOf = (identifier: string) =>
  Object.hasOwn(CHAINS, identifier) ? CHAINS[identifier] : undefined;

/**
 * The chain-registry's status of a Cosmos SDK chain that is not live (a halted chain is "killed"
 * there); none for a live one.
 */
function status(identifier: string): { text: string; source: string } | undefined {
  const chain = chainOf(identifier);
  if (!chain || chain.status === 'live') return undefined;
  const meaning = chain.status === 'killed' ? 'halted' : 'not launched';
  return {
    text: `${meaning}: chain-registry lists ${chain.name}'s status as "${chain.status}"`,
    source: `${chain.registry}/chain.json`,
  };
}

/**
 * The signing formats of a Cosmos SDK chain's forge answer: each is filled where the chain accepts
 * it, null elsewhere.
 */
const FORMATS = ['signDirect', 'signAmino', 'signEIP712', 'signEIP712CosmosTxV0'] as const;

/**
 * The other names chain-registry gives a Cosmos SDK chain, after its name: " (also Cronos POS Chain, Cronos)".
 */
function otherNames(identifier: string): Inline[] {
  const aliases = chainOf(identifier)?.aliases ?? [];
  return aliases.length ? [` (also ${aliases.join(', ')})`] : [];
}

/**
 * The forge answer's signing formats a chain gets; the others are null.
 */
function signingFormatsOf(identifier: string): string[] {
  const chain = CHAINS[identifier];
  const offered = {
    signDirect: true,
    signAmino: true,
    signEIP712: chain.eip712 === true,
    signEIP712CosmosTxV0: chain.eip712Legacy !== undefined,
  };
  return FORMATS.filter((format) => offered[format]);
}

/**
 * The rows only a Cosmos SDK chain has: the registry's symbol, addresses, keys and the signing formats.
 */
function rows(identifier: string): FactRow[] {
  const chain = CHAINS[identifier];
  const registry = `${chain.registry}/chain.json`;
  const rows: FactRow[] = [];
  if (chain.registrySymbol !== identifier) {
    rows.push({
      key: 'registry-symbol',
      label: 'Registry symbol',
      facts: [
        {
          text: ['chain-registry names the token ', code(chain.registrySymbol)],
          source: `${chain.registry}/assetlist.json`,
        },
      ],
    });
  }
  const operator = chain.valoperPrefix ?? `${chain.prefix}valoper`;
  rows.push({
    key: 'addresses',
    label: 'Addresses',
    facts: [
      {
        text: [
          'accounts ',
          code(`${chain.prefix}1…`),
          ', validator operators ',
          code(`${operator}1…`),
        ],
        source: registry,
      },
    ],
  });
  const ethereumKeys = chain.pubkeyTypeUrl !== undefined;
  const signer = ethereumKeys ? DIRECT_SIGNERS.ethsecp256k1 : DIRECT_SIGNERS.secp256k1;
  const keys: Inline[] = ethereumKeys
    ? [
        'Ethereum-style ethsecp256k1 (keccak256 hashing, public key type ',
        code(chain.pubkeyTypeUrl ?? ''),
        `), BIP-44 coin type ${chain.coinType}`,
      ]
    : [`secp256k1, BIP-44 coin type ${chain.coinType}`];
  const since = 'since' in signer ? ` (CosmJS ${signer.since} or later)` : '';
  rows.push({
    key: 'keys',
    label: 'Keys',
    facts: [
      { text: keys, source: registry },
      {
        text: [
          'sign ',
          code('signDirect'),
          ' with ',
          code(signer.wallet),
          ' of ',
          code(signer.package),
          since,
        ],
        source: signer.source,
      },
    ],
  });
  const formats = signingFormatsOf(identifier);
  const nulls = FORMATS.filter((format) => !formats.includes(format));
  rows.push({
    key: 'formats',
    label: 'Signing formats',
    facts: [
      {
        text: [
          'the forge answer holds ',
          ...joined(formats.map(code)),
          ...(nulls.length
            ? ['; ', ...joined(nulls.map(code)), nulls.length > 1 ? ' are null' : ' is null']
            : []),
        ],
      },
    ],
  });
  return rows;
}

export const SHEET: FamilySheet = {
  rows,
  status,
  otherNames,
  builds: (operationId) => ({ text: ['builds ', code(OPERATIONS[operationId].typeUrl)] }),
};
