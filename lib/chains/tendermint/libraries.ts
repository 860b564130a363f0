// The parts of the chain library this family's checker uses, imported by name in this one module so that the
// site's bundler keeps only them; decode.ts loads this module when an answer of the chain is checked. (The
// example programs' bundle turns it into dynamic imports: scripts/examples/checker-bundle.mjs.)
export { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
export { MsgBeginRedelegate, MsgDelegate, MsgUndelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
export { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
export { MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
export { StakeAuthorization, authorizationTypeToJSON } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
export { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
export { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
export { signModeToJSON } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
export { fromBase64, toBase64, toBech32, toHex } from '@cosmjs/encoding';
export { encodeSecp256k1Pubkey, pubkeyToAddress } from '@cosmjs/amino';
export { Secp256k1, keccak256 } from '@cosmjs/crypto';
