// What the check says of a gas limit below the forge's, on the families whose ceiling lets a wallet
// choose its gas (lib/chains/evm/rebuild.ts, lib/chains/multiversx/check.ts).

/** The note of a gas limit below the forge's `gas`: allowed, with what it risks. */
export const belowForgeGas = (gas: bigint) =>
  `Less than the forge's ${gas} gas: the call may run out of gas and fail, and then its fee is ` +
  'paid and nothing is staked.';
