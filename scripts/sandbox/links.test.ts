// @vitest-environment node
/**
 * The description's links tell the story of a transaction, and the sandbox follows it: for every
 * family, a forge example's answer is followed, by its links alone, to the send call (broadcast
 * or submitHash) and to the look-up, and the send answer's own link leads to the look-up of the
 * same transaction. Only the signing is the test's: no link can sign.
 */
import { sha256 } from '@cosmjs/crypto';
import { actionCreators, createTransaction, encodeTransaction } from '@near-js/transactions';
import { baseEncode } from '@near-js/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  operationEntries,
  resolveObject,
  resolvePointer,
  type JsonObject,
} from '@/lib/openapi/document/walk';
import { factsOf } from '@/lib/chains/facts';
import type { Signed } from '../examples/sign.mjs';
import { sandboxModule } from './chain.mjs';
import { nearKeyPair } from '../examples/test-keys.mjs';
import { document, forgeExamples, sandboxFixture, type ParsedJson } from './test-support';

let fixture: Awaited<ReturnType<typeof sandboxFixture>>;
beforeAll(async () => {
  fixture = await sandboxFixture({ settleMs: 1_000 });
});

const entry = (operationId: string) =>
  operationEntries(document).find((candidate) => candidate.operationId === operationId)!;

/** The links of an operation's 200 answer, resolved, by name. */
function linksOf(operationId: string): Record<string, JsonObject> {
  const response = resolveObject(
    document,
    (entry(operationId).operation.responses as JsonObject)['200'],
  );
  return Object.fromEntries(
    Object.entries((response?.links as JsonObject | undefined) ?? {}).map(([name, link]) => [
      name,
      resolveObject(document, link)!,
    ]),
  );
}

/** What a call was: its path parameters, its body and its answer's body. */
interface Exchange {
  params: Record<string, string>;
  request: unknown;
  response: unknown;
}

/** A link's runtime expression, read from the call it belongs to. */
function evaluate(expression: string, exchange: Exchange): string {
  const body = /^\$(response|request)\.body#(.*)$/.exec(expression);
  if (body) {
    const source = (body[1] === 'response' ? exchange.response : exchange.request) as JsonObject;
    return String(body[2] ? resolvePointer(source, `#${body[2]}`) : source);
  }
  const path = /^\$request\.path\.(\w+)$/.exec(expression);
  if (path) return exchange.params[path[1]];
  throw new Error(`no reading of the link expression ${expression}`);
}

/** The URL a link leads to from `exchange`: its operation's path and query, filled in. */
function target(link: JsonObject, exchange: Exchange): { operationId: string; url: string } {
  const operationId = String(link.operationId);
  const { path, operation } = entry(operationId);
  const values = Object.fromEntries(
    Object.entries((link.parameters as Record<string, string> | undefined) ?? {}).map(
      ([name, expression]) => [name, evaluate(expression, exchange)],
    ),
  );
  const query = new URLSearchParams();
  for (const parameter of (operation.parameters as JsonObject[] | undefined) ?? []) {
    const { name, in: where } = resolveObject(document, parameter)!;
    if (where === 'query' && values[String(name)] !== undefined)
      query.set(String(name), values[String(name)]);
  }
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
  return { operationId, url: query.size ? `${filled}?${query}` : filled };
}

/**
 * The signed transaction and its hash, as the example programs sign a forge answer: with the test
 * key of the identifier's family (its sandbox module's exampleSigner). NEAR's wallet sends the
 * transaction itself: only its hash is made here. POL's is sent by the client and told by hash.
 */
async function sign(identifier: string, transaction: ParsedJson) {
  if (identifier === 'NEAR') {
    const params = transaction.actions[0].params;
    const action = actionCreators.functionCall(
      params.methodName,
      params.args,
      BigInt(params.gas),
      BigInt(params.deposit),
    );
    const tx = createTransaction(
      transaction.signerId,
      nearKeyPair().getPublicKey(),
      transaction.receiverId,
      1n,
      [action],
      new Uint8Array(32),
    );
    return { encodedTransaction: undefined, txHash: baseEncode(sha256(encodeTransaction(tx))) };
  }
  const { exampleSigner } = await sandboxModule(factsOf(identifier)!.family);
  const signed = await exampleSigner.sign!(transaction, identifier);
  return identifier === 'POL'
    ? { encodedTransaction: undefined, txHash: signed.txHash }
    : (signed as Signed);
}

const FAMILIES = [
  ['SOL', 'forgeSolStake', 'broadcast', 'broadcastSolTransaction'],
  ['EGLD', 'forgeEgldStake', 'broadcast', 'broadcastEgldTransaction'],
  ['DOT', 'forgeDotPoolAddToStake', 'broadcast', 'broadcastDotTransaction'],
  ['ATOM', 'forgeTendermintStake', 'broadcast', 'broadcastTendermintTransaction'],
  ['POL', 'forgePolStake', 'submitHash', 'submitTransactionHash'],
  ['NEAR', 'forgeNearStake', 'submitHash', 'submitTransactionHash'],
] as const;

describe('following the links: forge, then send, then look up', () => {
  it('every forge operation links to its send call and to the look-up', () => {
    const forges = operationEntries(document).filter(({ path }) => path.includes('/forge/'));
    expect(forges).toHaveLength(43);
    for (const { operationId } of forges) {
      const links = linksOf(operationId);
      expect(Object.keys(links).sort(), operationId).toEqual(
        [links.broadcast ? 'broadcast' : 'submitHash', 'lookUp'].sort(),
      );
      expect(links.lookUp.operationId).toBe('getTransaction');
    }
  });

  it.each(FAMILIES)(
    '%s: %s, then its %s link, then look up',
    async (family, forgeId, sendName, sendId) => {
      await fixture.sandbox.reset();
      const [, forgePath, , body] = forgeExamples().find(
        ([operationId, , name]) =>
          operationId === forgeId &&
          (name === undefined || name === family || !/^[A-Z]+$/.test(name)),
      )!;
      const forged = await fixture.call('post', forgePath, { body });
      expect(forged.status, JSON.stringify(forged.body)).toBe(200);
      const params: Record<string, string> = family === 'ATOM' ? { stakingIdentifier: 'ATOM' } : {};
      const forge: Exchange = { params, request: body, response: forged.body };
      const links = linksOf(forgeId);

      // The look-up link finds the forged transaction, still a draft.
      const draft = target(links.lookUp, forge);
      expect(draft.url).toBe(`/v1/transaction?uuid=${forged.body.uuid}`);
      expect((await fixture.call('get', draft.url)).body.txStatus).toBe('DRAFT');

      // The send link: the operation and path come from the link, the uuid from the forge answer,
      // as the link's description says; the signature is the signer's.
      const send = target(links[sendName], forge);
      expect(send.operationId).toBe(sendId);
      const signed = await sign(family, forged.body.transaction);
      const sendBody =
        sendName === 'broadcast'
          ? { uuid: forged.body.uuid, encodedTransaction: signed.encodedTransaction }
          : { uuid: forged.body.uuid, txHash: signed.txHash };
      const sent = await fixture.call('post', send.url, { body: sendBody });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);

      // The send answer's look-up link leads to the same transaction, now sent.
      const lookUp = target(linksOf(sendId).lookUp, {
        params,
        request: sendBody,
        response: sent.body,
      });
      const found = await fixture.call('get', lookUp.url);
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({
        uuid: forged.body.uuid,
        txHash: signed.txHash,
        txStatus: 'PENDING',
      });
      fixture.clock.advance(1_000);
      expect((await fixture.call('get', lookUp.url)).body.txStatus).toBe('SUCCESS');
    },
  );
});
