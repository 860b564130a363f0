// @vitest-environment node
/**
 * The API description against the chain facts (lib/chains/facts.ts and each family's facts.ts):
 * its identifier enums, its forge and send operations, the address patterns and example addresses,
 * the decimals and units it states and its examples carry, the explorer links of its broadcast
 * examples, the contracts its EVM examples call and the timings its descriptions give. The
 * description is written by hand and the facts are the one home of each chain fact, so the two
 * sides are read independently: a fact changed on one side only fails here.
 */
import { describe, expect, it } from 'vitest';
import { Transaction as EvmTransaction, getAddress } from 'ethers';
import { fromBase64, fromBech32 } from '@cosmjs/encoding';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { PublicKey } from '@solana/web3.js';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { loadApiDocument } from '@/lib/openapi/document/load';
import {
  isObject,
  operationEntries,
  resolveObject,
  type JsonObject,
  type OperationEntry,
} from '@/lib/openapi/document/walk';
import {
  IDENTIFIERS,
  PATH_PARAMETER_IDENTIFIERS,
  STAKING_IDENTIFIERS,
  explorerUrl,
  factsOf,
} from './facts';
import { FORGE_OPERATIONS } from './operations';
import { FAMILIES } from './registry';
import * as EVM from './evm/facts';
import { OPERATIONS as EVM_OPERATIONS } from './evm/operations';
import * as MULTIVERSX from './multiversx/facts';
import * as NEAR from './near/facts';
import * as POLKADOT from './polkadot/facts';
import * as TENDERMINT from './tendermint/facts';

const document = loadApiDocument();
const entries = operationEntries(document);
const resolve = (node: unknown): JsonObject => resolveObject(document, node) ?? {};
const schemas = resolve((document.components as JsonObject).schemas);
const prose = (text: unknown) => String(text ?? '').replace(/\s+/g, ' ');

/** The JSON content of a request body or a response. */
const jsonContent = (holder: unknown) =>
  resolve(resolve(resolve(holder).content)['application/json']);

/** Each example of a JSON content, by name (a lone `example` has no name). */
function examplesOf(content: JsonObject): [string | undefined, JsonObject][] {
  if (content.examples)
    return Object.entries(resolve(content.examples)).map(([name, example]) => [
      name,
      resolve(example).value as JsonObject,
    ]);
  return content.example === undefined ? [] : [[undefined, content.example as JsonObject]];
}

/** The staking identifier an operation's path names, or undefined for the Tendermint template. */
const pathIdentifier = (entry: OperationEntry) =>
  entry.path.split('/').find((segment) => STAKING_IDENTIFIERS.includes(segment));

/**
 * The identifier a forge example is for: the path's, or for the Tendermint routes the example's
 * name (ATOM without one).
 */
const exampleIdentifier = (entry: OperationEntry, name: string | undefined) =>
  pathIdentifier(entry) ?? (name && PATH_PARAMETER_IDENTIFIERS.includes(name) ? name : 'ATOM');

/** Every request example of every forge operation, with its response example of the same name. */
const forgeExamples = entries
  .filter((entry) => entry.path.includes('/forge/'))
  .flatMap((entry) => {
    const responses = examplesOf(jsonContent(resolve(entry.operation.responses)['200']));
    return examplesOf(jsonContent(entry.operation.requestBody)).map(([name, request]) => ({
      entry,
      name,
      identifier: exampleIdentifier(entry, name),
      request,
      response: (responses.find(([responseName]) => responseName === name) ?? responses[0])?.[1],
    }));
  });

/** A decimal string in base units, without floating point. */
function baseUnits(amount: string, decimals: number): bigint {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

describe('the staking identifiers', () => {
  it("the StakingIdentifier enum is the facts index, in the order of the API's list, 42 in all", () => {
    expect((schemas.StakingIdentifier as JsonObject).enum).toEqual([...STAKING_IDENTIFIERS]);
    expect(STAKING_IDENTIFIERS).toHaveLength(42);
  });

  it('the Tendermint identifier enum, and every path parameter using it, is the Tendermint facts, 33 in all', () => {
    expect((schemas.TendermintStakingIdentifier as JsonObject).enum).toEqual([
      ...PATH_PARAMETER_IDENTIFIERS,
    ]);
    expect(PATH_PARAMETER_IDENTIFIERS).toHaveLength(33);
    for (const entry of entries.filter((e) => e.path.includes('{stakingIdentifier}'))) {
      const parameter = (entry.operation.parameters as unknown[])
        .map(resolve)
        .find((p) => p.name === 'stakingIdentifier')!;
      expect(resolve(parameter.schema).enum, entry.operationId).toEqual([
        ...PATH_PARAMETER_IDENTIFIERS,
      ]);
    }
  });

  it(
    'every identifier but BTC has its forge and send operations in the description; BTC only ' +
      'the reporting and yield calls',
    () => {
      const described = new Set(entries.map((entry) => entry.operationId));
      for (const identifier of STAKING_IDENTIFIERS) {
        const facts = factsOf(identifier)!;
        expect(
          facts.operations.filter((operationId) => !described.has(operationId)),
          identifier,
        ).toEqual([]);
        expect(facts.operations.length > 0, identifier).toBe(identifier !== 'BTC');
      }
      expect(
        IDENTIFIERS.BTC.offered!.operations.filter((operationId) => !described.has(operationId)),
      ).toEqual([]);
      expect(IDENTIFIERS.BTC.offered!.operations).toContain('getCurrentYield');
    },
  );
});

describe('the forge operations', () => {
  const forgeEntries = entries.filter((entry) => entry.path.includes('/forge/'));

  it('are exactly the facts, all 43, each with the identifier and the action its path names', () => {
    expect(forgeEntries.map((entry) => entry.operationId).sort()).toEqual(
      Object.keys(FORGE_OPERATIONS).sort(),
    );
    expect(forgeEntries).toHaveLength(43);
    for (const entry of forgeEntries) {
      const facts = FORGE_OPERATIONS[entry.operationId];
      const action = entry.path.slice(entry.path.indexOf('/forge/') + '/forge/'.length);
      expect(action, entry.operationId).toBe(
        facts.subAction ? `${facts.action}/${facts.subAction}` : facts.action,
      );
      expect(pathIdentifier(entry), entry.operationId).toBe(facts.identifier);
    }
  });

  it('send their transactions as the facts say: a broadcast call of the same identifier, or submitHash', () => {
    for (const identifier of STAKING_IDENTIFIERS.filter((id) => id !== 'BTC')) {
      const facts = IDENTIFIERS[identifier];
      const send = facts.operations.find((operationId) => !(operationId in FORGE_OPERATIONS))!;
      const entry = entries.find((e) => e.operationId === send)!;
      if (send === 'submitTransactionHash') {
        expect(['evm', 'near'], identifier).toContain(facts.family);
        continue;
      }
      expect(entry.path, identifier).toMatch(/\/broadcast$/);
      expect(
        pathIdentifier(entry) ??
          (PATH_PARAMETER_IDENTIFIERS.includes(identifier) ? identifier : undefined),
        identifier,
      ).toBe(identifier);
    }
  });
});

describe("addresses: the description's patterns and examples against the chains' formats", () => {
  const addressFields = [
    'delegatorAddress',
    'validatorAddress',
    'fromValidatorAddress',
    'toValidatorAddress',
    'newValidatorAddress',
    'vaultAddress',
    'stakeAccountAddress',
    'holder',
    'beneficiaryAddress',
    'poolMemberAddress',
    'memberAccount',
  ];

  it('every address of every forge request example is one of its chain, in the prefix the facts give', () => {
    let checked = 0;
    for (const { entry, name, identifier, request } of forgeExamples) {
      const family = IDENTIFIERS[identifier].family;
      for (const field of addressFields.filter((f) => typeof request[f] === 'string')) {
        const value = request[field] as string;
        const where = `${entry.operationId} ${name ?? ''} ${field} ${value}`;
        checked += 1;
        if (family === 'evm') expect(getAddress(value), where).toBe(value);
        if (family === 'tendermint') {
          const chain = TENDERMINT.CHAINS[identifier];
          const operator = field !== 'delegatorAddress';
          expect(fromBech32(value, 90).prefix, where).toBe(
            operator ? (chain.valoperPrefix ?? `${chain.prefix}valoper`) : chain.prefix,
          );
        }
        if (family === 'solana') expect(new PublicKey(value).toBase58(), where).toBe(value);
        if (family === 'multiversx')
          expect(fromBech32(value, 90).prefix, where).toBe(MULTIVERSX.ADDRESS_HRP.hrp);
        if (family === 'polkadot')
          expect(encodeAddress(decodeAddress(value), POLKADOT.SS58_PREFIX.prefix), where).toBe(
            value,
          );
        if (family === 'near')
          expect(value, where).toMatch(/^(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/);
      }
    }
    expect(checked).toBeGreaterThan(80);
  });

  it("each family's address pattern in the schemas agrees with the facts' format", () => {
    const patterns = (schemaNames: string[], field: string) =>
      schemaNames
        .map((n) => ((schemas[n] as JsonObject).properties as JsonObject)[field] as JsonObject)
        .map((p) => resolve(p).pattern as string);
    // SS58 with network prefix 0 starts with "1"; MultiversX bech32 with the facts' hrp.
    expect(encodeAddress(new Uint8Array(32).fill(7), POLKADOT.SS58_PREFIX.prefix)).toMatch(
      new RegExp(patterns(['DotPoolJoinRequest'], 'delegatorAddress')[0]),
    );
    expect(patterns(['EgldDelegationRequest'], 'delegatorAddress')[0]).toMatch(
      new RegExp(`^\\^${MULTIVERSX.ADDRESS_HRP.hrp}1`),
    );
    // The Tendermint account and operator prefixes all fit the one bech32 pattern of the schemas.
    const bech32Pattern = new RegExp(
      `^${((((schemas.TendermintDelegationRequest as JsonObject).properties as JsonObject).delegatorAddress as JsonObject).pattern as string).match(/^\^(\[a-z\]\+)1/)![1]}$`,
    );
    for (const [identifier, chain] of Object.entries(TENDERMINT.CHAINS)) {
      expect(chain.prefix, identifier).toMatch(bech32Pattern);
      expect(chain.valoperPrefix ?? `${chain.prefix}valoper`, identifier).toMatch(bech32Pattern);
    }
  });
});

describe('decimals and units', () => {
  it('every "(N decimals)" of a forge request amount is the decimals of the operation\'s token', () => {
    let checked = 0;
    for (const entry of entries.filter((e) => e.path.includes('/forge/') && pathIdentifier(e))) {
      const schema = resolve(jsonContent(entry.operation.requestBody).schema);
      const amount = resolve((schema.properties as JsonObject | undefined)?.amount);
      const stated = /\((\d+) decimals\)/.exec(prose(amount.description));
      if (!stated) continue;
      checked += 1;
      expect(Number(stated[1]), entry.operationId).toBe(
        IDENTIFIERS[pathIdentifier(entry)!].token.decimals,
      );
    }
    expect(checked).toBeGreaterThan(15);
  });

  it(
    "the base units the schemas name are the facts' (yoctoNEAR 10^24 per NEAR, atto-EGLD 10^18 " +
      'per EGLD, uatom and inj)',
    () => {
      const text = JSON.stringify(schemas);
      const statements = [...text.matchAll(/in ([a-zA-Z-]+) \(10\^(\d+) per (\w+)\)/g)];
      expect(statements.length).toBeGreaterThanOrEqual(2);
      for (const [, unit, exponent, symbol] of statements) {
        const facts = Object.values(IDENTIFIERS).find((f) => f.token.symbol === symbol)!;
        expect({ unit, decimals: Number(exponent) }, symbol).toEqual({
          unit: facts.token.baseUnit,
          decimals: facts.token.decimals,
        });
      }
      const denoms = [...text.matchAll(/`(\w+)` \(10\^-(\d+) (\w+)\)/g)];
      expect(denoms.length).toBeGreaterThanOrEqual(2);
      for (const [, denom, exponent, identifier] of denoms) {
        expect({ denom, decimals: Number(exponent) }, identifier).toEqual({
          denom: TENDERMINT.CHAINS[identifier].denom,
          decimals: TENDERMINT.CHAINS[identifier].decimals,
        });
      }
    },
  );

  it(
    "Chiliz amounts: the schema's pattern allows exactly the decimals above the contract's " +
      '10^10-wei granularity',
    () => {
      const granularity = IDENTIFIERS.CHILIZ.limits.find(
        (limit) => limit.multipleOfBaseUnits,
      )!.multipleOfBaseUnits!;
      const allowed = IDENTIFIERS.CHILIZ.token.decimals - (granularity.length - 1);
      const pattern = new RegExp(
        (
          ((schemas.ChilizDelegationRequest as JsonObject).properties as JsonObject)
            .amount as JsonObject
        ).pattern as string,
      );
      expect(`1.${'1'.repeat(allowed)}`).toMatch(pattern);
      expect(`1.${'1'.repeat(allowed + 1)}`).not.toMatch(pattern);
    },
  );

  it("the EGLD delegation minimum the description states is the facts'", () => {
    const minimum = IDENTIFIERS.EGLD.limits.find((limit) => limit.minimum)!.minimum;
    const amount = resolve(
      ((schemas.EgldDelegationRequest as JsonObject).properties as JsonObject).amount,
    );
    expect(/minimum delegation \((\d+) EGLD/.exec(prose(amount.description))?.[1]).toBe(minimum);
  });
});

describe("the forge examples carry the facts' networks, contracts and units", () => {
  it(
    'EVM: each example transaction goes to the chain id of its network and to a contract of ' +
      "the facts (or the request's validator share or vault)",
    () => {
      for (const { entry, request, response } of forgeExamples.filter(
        (e) => IDENTIFIERS[e.identifier].family === 'evm',
      )) {
        const identifier = pathIdentifier(entry) as keyof typeof EVM.IDENTIFIERS;
        const tx = EvmTransaction.from(
          (response!.transaction as JsonObject).serializedUnsignedTx as string,
        );
        expect(tx.chainId.toString(), entry.operationId).toBe(
          EVM.NETWORKS[EVM.IDENTIFIERS[identifier].network].chainId,
        );
        const contracts = Object.values(EVM.CONTRACTS).map((contract) => contract.address);
        const ownContracts = [
          request.validatorAddress,
          request.fromValidatorAddress,
          request.vaultAddress,
        ].filter(Boolean);
        expect([...contracts, ...ownContracts], entry.operationId).toContain(tx.to);
        if (
          EVM_OPERATIONS[entry.operationId].method === 'delegate' ||
          EVM_OPERATIONS[entry.operationId].method === 'deposit'
        ) {
          expect(tx.value, entry.operationId).toBe(
            baseUnits(request.amount as string, IDENTIFIERS[identifier].token.decimals),
          );
        }
      }
    },
  );

  it("EVM: every contract address the operations' descriptions name is one of the facts' (an allow-list)", () => {
    const facts = new Set(
      Object.values(EVM.CONTRACTS).map((contract) => contract.address.toLowerCase()),
    );
    const named = entries
      .filter((e) => e.operationId in EVM_OPERATIONS)
      .flatMap((e) =>
        [...prose(e.operation.description).matchAll(/`(0x[0-9a-fA-F]{40})`/g)].map(
          ([, address]) => address,
        ),
      );
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(named.filter((address) => !facts.has(address.toLowerCase()))).toEqual([]);
  });

  it("Tendermint: chain id, fee and amount denom and base units of each example are its chain's", () => {
    for (const { entry, name, identifier, request, response } of forgeExamples.filter(
      (e) => IDENTIFIERS[e.identifier].family === 'tendermint',
    )) {
      const chain = TENDERMINT.CHAINS[identifier];
      const transaction = response!.transaction as JsonObject;
      const direct = transaction.signDirect as JsonObject;
      const where = `${entry.operationId} ${name ?? ''}`;
      expect(direct.chainId, where).toBe(chain.chainId);
      expect(
        AuthInfo.decode(fromBase64(direct.authInfoBytes as string)).fee!.amount.map(
          (coin) => coin.denom,
        ),
        where,
      ).toEqual([chain.denom]);
      if (entry.operationId === 'forgeTendermintStake') {
        const [message] = TxBody.decode(fromBase64(direct.bodyBytes as string)).messages;
        const { amount } = MsgDelegate.decode(message!.value);
        expect(amount, where).toEqual({
          denom: chain.denom,
          amount: baseUnits(request.amount as string, chain.decimals).toString(),
        });
      }
    }
  });

  it("MultiversX: chain id, gas price and the staked value in atto-EGLD are the facts'", () => {
    for (const { entry, request, response } of forgeExamples.filter(
      (e) => e.identifier === 'EGLD',
    )) {
      const transaction = response!.transaction as JsonObject;
      expect(transaction.chainID, entry.operationId).toBe(MULTIVERSX.NETWORK.chainId);
      expect(BigInt(transaction.gasPrice as number), entry.operationId).toBe(
        MULTIVERSX.MIN_GAS_PRICE.attoEgld,
      );
      if (entry.operationId === 'forgeEgldStake')
        expect(BigInt(transaction.value as string)).toBe(
          baseUnits(request.amount as string, MULTIVERSX.TOKEN.decimals),
        );
    }
  });

  it("NEAR: each call's gas and the stake's deposit in yoctoNEAR are the facts'", () => {
    for (const { entry, request, response } of forgeExamples.filter(
      (e) => e.identifier === 'NEAR',
    )) {
      const [{ params }] = (response!.transaction as JsonObject).actions as {
        params: JsonObject;
      }[];
      expect(BigInt(params.gas as string), entry.operationId).toBe(NEAR.GAS.perCall);
      if (entry.operationId === 'forgeNearStake')
        expect(BigInt(params.deposit as string)).toBe(
          baseUnits(request.amount as string, NEAR.TOKEN.decimals),
        );
    }
  });
});

describe('the broadcast examples link the explorer of their chain', () => {
  it("every broadcast answer's explorerUrl is the facts' explorer page of its hash", () => {
    let checked = 0;
    for (const entry of entries.filter((e) => e.path.endsWith('/broadcast'))) {
      for (const [name, answer] of examplesOf(
        jsonContent(resolve(entry.operation.responses)['200']),
      )) {
        const identifier =
          pathIdentifier(entry) ??
          (name && PATH_PARAMETER_IDENTIFIERS.includes(name) ? name : 'ATOM');
        const result = answer.result as JsonObject;
        checked += 1;
        expect(result.explorerUrl, `${entry.operationId} ${name ?? ''}`).toBe(
          explorerUrl(identifier, result.txHash as string),
        );
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it("the BroadcastResult schema's example is a Solana explorer page of the facts", () => {
    const example = resolve(
      ((schemas.BroadcastResult as JsonObject).properties as JsonObject).explorerUrl,
    ).example as string;
    expect(example.startsWith(IDENTIFIERS.SOL.explorer!.transactionUrl)).toBe(true);
  });
});

describe('the timings the descriptions state', () => {
  const descriptionOf = (operationId: string) =>
    prose(entries.find((e) => e.operationId === operationId)!.operation.description);

  it("NEAR: the unlock after the unstake's epoch, and the epoch's length in blocks", () => {
    const text = descriptionOf('forgeNearUnstake');
    expect(
      Number(/unlocks the NEAR (\d+) epochs after the epoch of the unstake/.exec(text)![1]),
    ).toBe(NEAR.TIMING.count!.value);
    expect(Number(/An epoch is ([\d,]+)/.exec(text)![1].replace(/,/g, ''))).toBe(
      NEAR.TIMING.epochLength!.value,
    );
  });

  it('MultiversX: the unbonding in epochs', () => {
    expect(Number(/unbond for (\d+) epochs/.exec(descriptionOf('forgeEgldUnstake'))![1])).toBe(
      MULTIVERSX.TIMING.count!.value,
    );
  });

  it('Chiliz: the unbonding in epochs, and the epoch in blocks', () => {
    const text = descriptionOf('forgeChilizUnstake');
    const timing = EVM.IDENTIFIERS.CHILIZ.timing;
    expect(Number(/unbond for (\d+) full epochs/.exec(text)![1])).toBe(timing.count!.value);
    expect(Number(/([\d,]+)-block epochs/.exec(text)![1].replace(/,/g, ''))).toBe(
      timing.epochLength!.value,
    );
  });

  it("Polkadot pools: 28 eras of BondingDuration, the spec's 28 days", () => {
    expect(POLKADOT.TIMING.count).toEqual({ value: 28, unit: 'eras' });
    expect(descriptionOf('forgeDotPoolUnstake')).toContain(
      `${POLKADOT.TIMING.count!.value} eras of 24 hours`,
    );
  });
});

describe('the facts themselves', () => {
  it('every fact group of every identifier names a source: a URL, or the API for its own rules', () => {
    const isSource = (source: unknown) =>
      typeof source === 'string' &&
      (/^https:\/\//.test(source) || source === 'API' || source.startsWith('GET /'));
    for (const facts of Object.values(IDENTIFIERS)) {
      const groups = [
        facts.token,
        facts.network,
        facts.explorer,
        facts.timing,
        ...facts.limits,
      ].filter((group) => group !== null);
      for (const group of groups)
        expect(
          isSource((group as { source: unknown }).source),
          `${facts.identifier} ${JSON.stringify(group).slice(0, 80)}`,
        ).toBe(true);
    }
  });

  it('has no chain library in it: the browser loads it as it is', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const importsOf = (file: string) =>
      [
        ...readFileSync(path.join(process.cwd(), file), 'utf8').matchAll(
          /^import (?!type ).* from '([^']+)';/gm,
        ),
      ].map(([, specifier]) => specifier);
    const modules = [
      'lib/chains/facts.ts',
      ...Object.keys(FAMILIES).map((family) => `lib/chains/${family}/facts.ts`),
    ];
    for (const file of modules)
      expect(
        importsOf(file).filter((specifier) => !specifier.startsWith('./')),
        file,
      ).toEqual([]);
    expect(modules.length).toBe(8);
    // The registry and the definitions it lists load their families' heavy parts only when asked.
    const definitions = [
      'lib/chains/registry.ts',
      'lib/chains/operations.ts',
      ...Object.keys(FAMILIES).map((family) => `lib/chains/${family}/index.ts`),
    ];
    for (const file of definitions)
      expect(
        importsOf(file).filter(
          (specifier) => !/^\.\.?\//.test(specifier) || /(forge|signed|check)$/.test(specifier),
        ),
        file,
      ).toEqual([]);
    expect(isObject(IDENTIFIERS)).toBe(true);
  });
});
