// Every forge operation of the API description (spec §7): its chain family, its staking identifier
// (Tendermint operations take theirs from the route's {stakingIdentifier}) and the fields of its
// request. The check runs offline (in a program, a terminal, the browser), without the description,
// so it carries this copy; a test keeps it equal to the forge operations of openapi/.
import type { ChainFamily } from '../base/types';

export interface ForgeOperation {
  family: ChainFamily;
  /** The staking identifier; undefined for the Tendermint routes, which serve 33 of them. */
  identifier: string | undefined;
  /** The request fields the operation requires. */
  required: readonly string[];
  /** The request fields it accepts besides them. */
  optional: readonly string[];
}

/** `fields`: the request's field names, an optional one marked with "?". */
function of(family: ChainFamily, identifier: string | undefined, fields: string): ForgeOperation {
  const names = fields.split(' ');
  return Object.freeze({
    family,
    identifier,
    required: Object.freeze(names.filter((name) => !name.endsWith('?'))),
    optional: Object.freeze(names.filter((name) => name.endsWith('?')).map((name) => name.slice(0, -1))),
  });
}
const evm = (identifier: string, fields: string) => of('evm', identifier, fields);

export const FORGE_OPERATIONS: Readonly<Record<string, ForgeOperation>> = Object.freeze({
  forgeChilizStake: evm('CHILIZ', 'delegatorAddress validatorAddress amount'),
  forgeChilizUnstake: evm('CHILIZ', 'delegatorAddress validatorAddress amount'),
  forgeChilizWithdraw: evm('CHILIZ', 'delegatorAddress validatorAddress'),
  forgeCxtApprove: evm('CXT', 'delegatorAddress amount'),
  forgeCxtStake: evm('CXT', 'delegatorAddress validatorAddress amount'),
  forgeCxtUnstake: evm('CXT', 'delegatorAddress validatorAddress amount'),
  forgeCxtUnstakeAll: evm('CXT', 'delegatorAddress validatorAddress'),
  forgeCxtWithdraw: evm('CXT', 'delegatorAddress validatorAddress unstakeID amount?'),
  forgeCxtClaimRewards: evm('CXT', 'delegatorAddress validatorAddress beneficiaryAddress?'),
  forgePolApprove: evm('POL', 'delegatorAddress amount'),
  forgePolStake: evm('POL', 'delegatorAddress validatorAddress amount'),
  forgePolUnstake: evm('POL', 'delegatorAddress validatorAddress amount'),
  forgePolWithdraw: evm('POL', 'delegatorAddress validatorAddress unbondNonce'),
  forgePolClaimRewards: evm('POL', 'delegatorAddress validatorAddress'),
  forgePolRestakeRewards: evm('POL', 'delegatorAddress validatorAddress'),
  forgePolRedelegate: evm('POL', 'delegatorAddress fromValidatorAddress toValidatorAddress amount'),
  forgeStakeWiseStake: evm('STAKEWISE', 'delegatorAddress vaultAddress amount holder?'),
  forgeStakeWiseUnstake: evm('STAKEWISE', 'delegatorAddress vaultAddress amount holder?'),
  forgeStakeWiseWithdraw: evm('STAKEWISE', 'delegatorAddress vaultAddress unstakeTxHash'),
  forgeEgldStake: of('multiversx', 'EGLD', 'delegatorAddress validatorAddress amount'),
  forgeEgldUnstake: of('multiversx', 'EGLD', 'delegatorAddress validatorAddress amount'),
  forgeEgldWithdraw: of('multiversx', 'EGLD', 'delegatorAddress validatorAddress'),
  forgeEgldClaimRewards: of('multiversx', 'EGLD', 'delegatorAddress validatorAddress'),
  forgeEgldRestakeRewards: of('multiversx', 'EGLD', 'delegatorAddress validatorAddress'),
  forgeNearStake: of('near', 'NEAR', 'delegatorAddress validatorAddress amount'),
  forgeNearUnstake: of('near', 'NEAR', 'delegatorAddress validatorAddress amount'),
  forgeNearWithdraw: of('near', 'NEAR', 'delegatorAddress validatorAddress amount?'),
  forgeDotPoolStake: of('polkadot', 'DOT', 'delegatorAddress poolId amount'),
  forgeDotPoolAddToStake: of('polkadot', 'DOT', 'delegatorAddress amount'),
  forgeDotPoolRestakeRewards: of('polkadot', 'DOT', 'delegatorAddress poolMemberAddress?'),
  forgeDotPoolUnstake: of('polkadot', 'DOT', 'delegatorAddress memberAccount? amount'),
  forgeDotPoolWithdraw: of('polkadot', 'DOT', 'delegatorAddress memberAccount?'),
  forgeDotPoolClaimRewards: of('polkadot', 'DOT', 'delegatorAddress poolMemberAddress?'),
  forgeSolStake: of('solana', 'SOL', 'delegatorAddress validatorAddress amount'),
  forgeSolUnstake: of('solana', 'SOL', 'delegatorAddress stakeAccountAddress amount?'),
  forgeSolWithdraw: of('solana', 'SOL', 'delegatorAddress stakeAccountAddress amount?'),
  forgeSolRedelegate: of('solana', 'SOL', 'delegatorAddress stakeAccountAddress newValidatorAddress'),
  forgeTendermintStake: of('tendermint', undefined, 'delegatorAddress validatorAddress amount'),
  forgeTendermintUnstake: of('tendermint', undefined, 'delegatorAddress validatorAddress amount'),
  forgeTendermintRedelegate: of('tendermint', undefined, 'delegatorAddress fromValidatorAddress toValidatorAddress amount'),
  forgeTendermintClaimRewards: of('tendermint', undefined, 'delegatorAddress validatorAddress'),
  forgeTendermintAutoRestakeEnable: of('tendermint', undefined, 'delegatorAddress validatorAddress expirationDate?'),
  forgeTendermintAutoRestakeDisable: of('tendermint', undefined, 'delegatorAddress validatorAddress'),
});

/**
 * Each family's shape (spec §3) as a reader is told it, the library that decodes it, and the npm
 * packages its checker loads: the chain's library, which both decodes the answer and rebuilds the
 * transaction with the API's own forge code (the only packages a program needs installed for that chain).
 */
export const SHAPES: Readonly<Record<ChainFamily, { name: string; described: string; library: string; packages: readonly string[] }>> = Object.freeze({
  evm: { name: 'Ethereum-type chains', described: 'an Ethereum-type transaction (serializedUnsignedTx)', library: 'ethers', packages: ['ethers'] },
  tendermint: {
    name: 'Cosmos SDK chains',
    described: 'a Cosmos SDK transaction (signDirect, signAmino, signEIP712, signEIP712CosmosTxV0)',
    library: 'cosmjs-types and CosmJS',
    packages: ['cosmjs-types', '@cosmjs/encoding', '@cosmjs/amino', '@cosmjs/crypto', '@cosmjs/proto-signing', '@cosmjs/stargate', 'ethers'],
  },
  solana: { name: 'Solana', described: 'a Solana transaction (hash)', library: '@solana/web3.js', packages: ['@solana/web3.js'] },
  near: { name: 'NEAR', described: 'a NEAR transaction (signerId, receiverId, actions)', library: '@near-js/transactions', packages: ['@near-js/transactions', '@near-js/crypto'] },
  polkadot: {
    name: 'Polkadot pools',
    described: 'a Polkadot extrinsic (extrinsicHex)',
    library: '@polkadot/types and the Polkadot Asset Hub metadata',
    packages: ['@polkadot/types', '@polkadot/types-support', '@polkadot/util', '@polkadot/util-crypto'],
  },
  multiversx: { name: 'MultiversX', described: 'a MultiversX transaction (sender, receiver, chainID, …)', library: '@multiversx/sdk-core', packages: ['@multiversx/sdk-core'] },
});
