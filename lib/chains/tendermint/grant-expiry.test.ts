// @vitest-environment node
// An auto-restake grant expiring after 2038-01-19 (Timestamp seconds of 2^31 or more) is forged
// with signDirect bytes that decode to the expiry asked for: cosmjs-types 0.11 writes an int64
// between 2^31 and 2^32 as one byte and four zero bytes, which the forge's grant writer does not.
import { fromBase64 } from '@cosmjs/encoding';
import { BinaryWriter } from 'cosmjs-types/binary';
import { MsgGrant } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { describe, expect, it } from 'vitest';
import { forge, Int64Writer } from './forge';
import { RESTAKE_BOTS } from './restake-bots';

const request = {
  delegatorAddress: 'cosmos1dpm8h3xgcct6mfr0wug2etwyff0yht02xh0zuv',
  validatorAddress: 'cosmosvaloper123dc8a7lddwhu8eq938rzj7hu2rryq7vz7z04p',
};
const state = {
  accountNumber: 1203954n,
  sequence: 7n,
  publicKey: null,
  grant: null,
  grantee: RESTAKE_BOTS.ATOM,
  now: new Date('2026-11-26T00:00:00Z'),
};

/** The grant's expiry as the chain reads it from signDirect's bytes. */
function expiryOf(expirationDate: string): string {
  const answer = forge(
    'forgeTendermintAutoRestakeEnable',
    'ATOM',
    { ...request, expirationDate },
    state,
  );
  const body = TxBody.decode(fromBase64(answer.signDirect.bodyBytes));
  const grant = MsgGrant.decode(body.messages[0]!.value);
  return new Date(Number(grant.grant!.expiration!.seconds) * 1000).toISOString();
}

describe('an auto-restake grant expiring after 2038-01-19', () => {
  it.each([
    '2027-01-08T09:30:00.000Z', // before 2^31 seconds
    '2038-01-19T03:14:07.000Z', // 2^31 - 1
    '2038-01-19T03:14:08.000Z', // 2^31
    '2040-05-01T00:00:00.000Z',
    '2106-02-07T06:28:15.000Z', // 2^32 - 1
    '2106-02-07T06:28:16.000Z', // 2^32
  ])('expires at %s in the bytes signed', (expirationDate) => {
    expect(expiryOf(expirationDate)).toBe(expirationDate);
  });

  it("writes what cosmjs-types' own writer gets wrong, and the same bytes elsewhere", () => {
    const at = (seconds: bigint, writer?: BinaryWriter) =>
      Timestamp.decode(Timestamp.encode({ seconds, nanos: 0 }, writer).finish()).seconds;
    expect(at(2n ** 31n + 5n)).not.toBe(2n ** 31n + 5n);
    for (const seconds of [
      0n,
      2n ** 31n - 1n,
      2n ** 31n,
      2n ** 31n + 5n,
      2n ** 32n - 1n,
      2n ** 32n,
      2n ** 40n,
    ])
      expect(at(seconds, new Int64Writer())).toBe(seconds);
    for (const seconds of [5n, 2n ** 31n - 1n, 2n ** 32n + 5n]) {
      expect(Timestamp.encode({ seconds, nanos: 0 }, new Int64Writer()).finish()).toEqual(
        Timestamp.encode({ seconds, nanos: 0 }).finish(),
      );
    }
  });
});
