import { IDENTIFIERS } from '../facts';
import { FAMILIES, type Family } from '../registry';
import { identifiersOf } from './family';

/**
 * What readers name a family's chains by: the family, each identifier, its chain's name, other
 * names and token, once each.
 */
export function searchNames(family: Family): string[] {
  const names = identifiersOf(family).flatMap((identifier) => {
    const facts = IDENTIFIERS[identifier];
    return [identifier, facts.name, ...facts.aliases, facts.token.symbol];
  });
  return [...new Set([FAMILIES[family].name, ...names])];
}
