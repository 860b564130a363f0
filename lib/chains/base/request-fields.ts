// The forge requests' fields (the request schemas of the API description) in plain words, for the
// check's rows.
import type { Unit } from './amounts';

const LABELS: Readonly<Record<string, string>> = Object.freeze({
  delegatorAddress: 'Delegator (your address)',
  validatorAddress: 'Validator',
  fromValidatorAddress: 'From validator',
  toValidatorAddress: 'To validator',
  newValidatorAddress: 'New validator',
  vaultAddress: 'Vault',
  stakeAccountAddress: 'Stake account',
  holder: 'Holder of the vault shares',
  beneficiaryAddress: 'Rewards paid to',
  amount: 'Amount',
  unstakeID: 'Unstaking entry',
  unbondNonce: 'Unbond nonce',
  unstakeTxHash: 'Unstake transaction',
  poolId: 'Pool',
  poolMemberAddress: 'Pool member',
  memberAccount: 'Pool member',
  expirationDate: 'Grant expires',
});

export function requestFieldLabel(field: string): string {
  return LABELS[field] ?? field;
}

/** A request value as the rows show it: an amount with its unit, anything else as it was sent. */
export function showRequestValue(field: string, value: unknown, unit: Unit | undefined): string {
  if (field === 'amount' && typeof value === 'string' && unit) return `${value} ${unit.symbol}`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
