// Every forge operation of the API description (spec §7), its chain family and its staking
// identifier (Tendermint operations take theirs from the route's {stakingIdentifier}). A test
// keeps this list equal to the forge operations of openapi/.
import type { ChainFamily } from './types';

export interface ForgeOperation {
  family: ChainFamily;
  /** The staking identifier; undefined for the Tendermint routes, which serve 33 of them. */
  identifier: string | undefined;
}

const evm = (identifier: string): ForgeOperation => ({ family: 'evm', identifier });
const of = (family: ChainFamily, identifier: string | undefined): ForgeOperation => ({ family, identifier });

export const FORGE_OPERATIONS: Readonly<Record<string, ForgeOperation>> = Object.freeze({
  forgeChilizStake: evm('CHILIZ'),
  forgeChilizUnstake: evm('CHILIZ'),
  forgeChilizWithdraw: evm('CHILIZ'),
  forgeCxtApprove: evm('CXT'),
  forgeCxtStake: evm('CXT'),
  forgeCxtUnstake: evm('CXT'),
  forgeCxtUnstakeAll: evm('CXT'),
  forgeCxtWithdraw: evm('CXT'),
  forgeCxtClaimRewards: evm('CXT'),
  forgePolApprove: evm('POL'),
  forgePolStake: evm('POL'),
  forgePolUnstake: evm('POL'),
  forgePolWithdraw: evm('POL'),
  forgePolClaimRewards: evm('POL'),
  forgePolRestakeRewards: evm('POL'),
  forgePolRedelegate: evm('POL'),
  forgeStakeWiseStake: evm('STAKEWISE'),
  forgeStakeWiseUnstake: evm('STAKEWISE'),
  forgeStakeWiseWithdraw: evm('STAKEWISE'),
  forgeEgldStake: of('multiversx', 'EGLD'),
  forgeEgldUnstake: of('multiversx', 'EGLD'),
  forgeEgldWithdraw: of('multiversx', 'EGLD'),
  forgeEgldClaimRewards: of('multiversx', 'EGLD'),
  forgeEgldRestakeRewards: of('multiversx', 'EGLD'),
  forgeNearStake: of('near', 'NEAR'),
  forgeNearUnstake: of('near', 'NEAR'),
  forgeNearWithdraw: of('near', 'NEAR'),
  forgeDotPoolStake: of('polkadot', 'DOT'),
  forgeDotPoolAddToStake: of('polkadot', 'DOT'),
  forgeDotPoolRestakeRewards: of('polkadot', 'DOT'),
  forgeDotPoolUnstake: of('polkadot', 'DOT'),
  forgeDotPoolWithdraw: of('polkadot', 'DOT'),
  forgeDotPoolClaimRewards: of('polkadot', 'DOT'),
  forgeSolStake: of('solana', 'SOL'),
  forgeSolUnstake: of('solana', 'SOL'),
  forgeSolWithdraw: of('solana', 'SOL'),
  forgeSolRedelegate: of('solana', 'SOL'),
  forgeTendermintStake: of('tendermint', undefined),
  forgeTendermintUnstake: of('tendermint', undefined),
  forgeTendermintRedelegate: of('tendermint', undefined),
  forgeTendermintClaimRewards: of('tendermint', undefined),
  forgeTendermintAutoRestakeEnable: of('tendermint', undefined),
  forgeTendermintAutoRestakeDisable: of('tendermint', undefined),
});

/**
 * Each family's shape (spec §3) as a reader is told it, the library that decodes it, and the npm
 * packages its checker loads (the only ones a program needs installed for that chain).
 */
export const SHAPES: Readonly<Record<ChainFamily, { name: string; described: string; library: string; packages: readonly string[] }>> = Object.freeze({
  evm: { name: 'Ethereum-type chains', described: 'an Ethereum-type transaction (serializedUnsignedTx)', library: 'ethers', packages: ['ethers'] },
  tendermint: {
    name: 'Cosmos SDK chains',
    described: 'a Cosmos SDK transaction (signDirect, signAmino, signEIP712, signEIP712CosmosTxV0)',
    library: 'cosmjs-types and CosmJS',
    packages: ['cosmjs-types', '@cosmjs/encoding', '@cosmjs/amino', '@cosmjs/crypto'],
  },
  solana: { name: 'Solana', described: 'a Solana transaction (hash)', library: '@solana/web3.js', packages: ['@solana/web3.js'] },
  near: { name: 'NEAR', described: 'a NEAR transaction (signerId, receiverId, actions)', library: '@near-js/transactions', packages: ['@near-js/transactions', '@near-js/crypto'] },
  polkadot: {
    name: 'Polkadot pools',
    described: 'a Polkadot extrinsic (extrinsicHex)',
    library: '@polkadot/types and the Polkadot Asset Hub metadata',
    packages: ['@polkadot/types', '@polkadot/types-support', '@polkadot/util'],
  },
  multiversx: { name: 'MultiversX', described: 'a MultiversX transaction (sender, receiver, chainID, …)', library: '@multiversx/sdk-core', packages: ['@multiversx/sdk-core'] },
});
