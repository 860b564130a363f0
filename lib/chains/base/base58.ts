// Base58 as Bitcoin and Solana write it (no 0, O, I or l), read without a chain library: the check
// validates a caller's Solana block hash before any chain library is loaded.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT = new Map([...ALPHABET].map((char, value) => [char, BigInt(value)]));

/**
 * How many bytes a base58 string encodes (each leading "1" one zero byte), or undefined for a
 * string that is empty or holds a character base58 does not have.
 */
export function base58ByteLength(value: string): number | undefined {
  if (value === '') return undefined;
  let number = 0n;
  for (const char of value) {
    const digit = DIGIT.get(char);
    if (digit === undefined) return undefined;
    number = number * 58n + digit;
  }
  const zeros = value.length - value.replace(/^1+/, '').length;
  return zeros + (number === 0n ? 0 : Math.ceil(number.toString(16).length / 2));
}
