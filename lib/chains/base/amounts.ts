// Amounts as decimal strings and bigints: the API takes human-readable decimals and chains count
// base units, which overflow a JS number (10^24 yoctoNEAR per NEAR). A few lines of
// bigint arithmetic, so that no chain library has to load before a chain is chosen.
import { InspectError } from './inspect-error';
import type { Amount, Detail } from './types';

/** A token and its base unit: "ATOM" is 10^6 "uatom". */
export interface Unit {
  symbol: string;
  decimals: number;
  base: string;
}

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** "2.5" with 18 decimals → 2500000000000000000n. Throws InspectError('bad-request') for anything else. */
export function parseUnits(value: unknown, unit: Unit, field = 'amount'): bigint {
  if (typeof value !== 'string' || !DECIMAL.test(value)) {
    throw new InspectError(
      'bad-request',
      `${field} in the request must be a decimal string such as "25" or "2.5"; it is ${JSON.stringify(value)}.`,
    );
  }
  const [whole, fraction = ''] = value.split('.');
  const digits = fraction.replace(/0+$/, '');
  if (digits.length > unit.decimals) {
    throw new InspectError(
      'bad-request',
      `${field} "${value}" has more decimals than ${unit.symbol} has (${unit.decimals}).`,
    );
  }
  return (
    BigInt(whole!) * 10n ** BigInt(unit.decimals) + BigInt(digits.padEnd(unit.decimals, '0') || '0')
  );
}

/** 2500000000000000000n with 18 decimals → "2.5". */
export function formatUnits(base: bigint, decimals: number): string {
  const negative = base < 0n;
  const digits = (negative ? -base : base).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export function amountOf(base: bigint, unit: Unit): Amount {
  return {
    value: formatUnits(base, unit.decimals),
    unit: unit.symbol,
    base: base.toString(),
    baseUnit: unit.base,
  };
}

/** "25 ATOM (25000000 uatom)" */
export function formatAmount(amount: Amount): string {
  return `${amount.value} ${amount.unit} (${amount.base} ${amount.baseUnit})`;
}

export function amountDetail(label: string, base: bigint, unit: Unit): Detail {
  const amount = amountOf(base, unit);
  return { label, value: formatAmount(amount), amount };
}
