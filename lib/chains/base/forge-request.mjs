// The request body of a forge call, as the API description's request schemas define it.
// Every field is optional here: each operation's schema says which it requires, and the API
// validates the body against it before a forge module reads it.

/**
 * @typedef {object} ForgeRequest
 * @property {string} [delegatorAddress]
 * @property {string} [validatorAddress]
 * @property {string} [amount] A positive decimal string in the token's main unit.
 * @property {string} [fromValidatorAddress]
 * @property {string} [toValidatorAddress]
 * @property {string} [newValidatorAddress]
 * @property {string} [vaultAddress]
 * @property {string} [stakeAccountAddress]
 * @property {string} [holder]
 * @property {string} [beneficiaryAddress]
 * @property {number} [unstakeID]
 * @property {number} [unbondNonce]
 * @property {string} [unstakeTxHash]
 * @property {number} [poolId]
 * @property {string} [poolMemberAddress]
 * @property {string} [memberAccount]
 * @property {string} [expirationDate]
 */

/** The fields of a forge request that hold an address. @typedef {'delegatorAddress' | 'validatorAddress' | 'fromValidatorAddress' | 'toValidatorAddress' | 'newValidatorAddress' | 'vaultAddress' | 'stakeAccountAddress' | 'holder' | 'beneficiaryAddress' | 'poolMemberAddress' | 'memberAccount'} AddressField */

export {};
