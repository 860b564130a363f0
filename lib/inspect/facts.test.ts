// @vitest-environment node
// The checker's Tendermint networks (plain data the browser loads without a chain library) are the
// forge's: a chain id, prefix, denom or key type changed in one place and not the other fails here.
// (The EVM contracts and methods are held together by the forge examples, which the checker decodes.)
import { describe, expect, it } from 'vitest';
import * as TENDERMINT from '../chains/tendermint/forge.mjs';
import { TENDERMINT_NETWORKS } from '../chains/tendermint/networks';

describe("the checker's chain facts are the forge's", () => {
  it('Tendermint: the same 33 identifiers, each with its chain id, prefixes, denom, decimals and key type', () => {
    const forge = Object.entries(TENDERMINT.CHAINS).map(([identifier, c]) => ({
      identifier,
      chainId: c.chainId,
      prefix: c.prefix,
      valoperPrefix: TENDERMINT.valoperPrefix(identifier as keyof typeof TENDERMINT.CHAINS),
      denom: c.denom,
      decimals: c.decimals,
      ethKeys: TENDERMINT.isEthChain(identifier),
    }));
    const checker = TENDERMINT_NETWORKS.map(({ identifier, chainId, prefix, valoperPrefix, denom, decimals, ethKeys }) => ({ identifier, chainId, prefix, valoperPrefix, denom, decimals, ethKeys }));
    expect(checker).toHaveLength(33);
    expect(checker).toEqual(forge);
  });
});
