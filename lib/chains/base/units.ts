// Amounts: the API takes positive human-readable decimal strings ("12.5" ATOM) and puts base units
// (12500000 uatom) into transactions. One conversion for every chain, exact, without floating point.
import { InvalidRequest } from './errors';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/**
 * `amount` (a decimal string in the chain's main unit) in base units. A value with more decimal
 * places than the chain has, or that is not a positive decimal, is an InvalidRequest on `field`.
 * @param [options] the field and the token named in the error
 */
export function toBaseUnits(
  amount: unknown,
  decimals: number,
  { field = 'amount', unit = 'the token' }: { field?: string; unit?: string } = {},
): bigint {
  const match = typeof amount === 'string' ? DECIMAL.exec(amount) : null;
  if (!match)
    throw new InvalidRequest(field, `${field} must be a positive decimal string, such as "12.5"`);
  const fraction = (match[2] ?? '.').slice(1);
  if (fraction.length > decimals) {
    throw new InvalidRequest(
      field,
      `${field} has ${fraction.length} decimal places; ${unit} has ${decimals}`,
    );
  }
  const base = BigInt(match[1] + fraction.padEnd(decimals, '0'));
  if (base === 0n) throw new InvalidRequest(field, `${field} must be greater than 0`);
  return base;
}

/**
 * Base units as a decimal string in the main unit, without trailing zeros ("12.5", "3").
 */
export function fromBaseUnits(base: bigint, decimals: number) {
  const negative = base < 0n;
  const digits = (negative ? -base : base).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
