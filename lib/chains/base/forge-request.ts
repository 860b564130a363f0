// The request body of a forge call, as the API description's request schemas define it.
// Every field is optional here: each operation's schema says which it requires, and the API
// validates the body against it before a forge module reads it.

export type ForgeRequest = {
  delegatorAddress?: string;
  validatorAddress?: string;
  /** A positive decimal string in the token's main unit. */
  amount?: string;
  fromValidatorAddress?: string;
  toValidatorAddress?: string;
  newValidatorAddress?: string;
  vaultAddress?: string;
  stakeAccountAddress?: string;
  holder?: string;
  beneficiaryAddress?: string;
  unstakeID?: number;
  unbondNonce?: number;
  unstakeTxHash?: string;
  poolId?: number;
  poolMemberAddress?: string;
  memberAccount?: string;
  expirationDate?: string;
};

/** The fields of a forge request that hold an address. */
export type AddressField =
  | 'delegatorAddress'
  | 'validatorAddress'
  | 'fromValidatorAddress'
  | 'toValidatorAddress'
  | 'newValidatorAddress'
  | 'vaultAddress'
  | 'stakeAccountAddress'
  | 'holder'
  | 'beneficiaryAddress'
  | 'poolMemberAddress'
  | 'memberAccount';

export {};
