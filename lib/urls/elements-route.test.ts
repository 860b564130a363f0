// @vitest-environment node
import { elementsRoute, hasTryItParam, parseElementsRoute } from './elements-route';

describe('the routes of the interactive reference', () => {
  it('are written as #/operations/<id> and #/schemas/<Name>', () => {
    expect(elementsRoute('operation', 'forgeSolStake')).toBe('#/operations/forgeSolStake');
    expect(elementsRoute('schema', 'Transaction')).toBe('#/schemas/Transaction');
  });

  it('are read back from a fragment; a heading inside a route belongs to it', () => {
    expect(parseElementsRoute('#/')).toEqual({ kind: 'overview' });
    expect(parseElementsRoute('#/operations/forgeSolStake')).toEqual({
      kind: 'operation',
      name: 'forgeSolStake',
    });
    expect(parseElementsRoute('#/operations/forgeSolStake#Request')).toEqual({
      kind: 'operation',
      name: 'forgeSolStake',
    });
    expect(parseElementsRoute('#/schemas/Transaction')).toEqual({
      kind: 'schema',
      name: 'Transaction',
    });
    expect(parseElementsRoute('#/schemas/My%20Schema')).toEqual({
      kind: 'schema',
      name: 'My Schema',
    });
  });

  it('tell other routes of Elements from ordinary anchors', () => {
    expect(parseElementsRoute('#/tags/Solana')).toEqual({ kind: 'other', path: '/tags/Solana' });
    expect(parseElementsRoute('#/operations/')).toEqual({ kind: 'other', path: '/operations/' });
    expect(parseElementsRoute('#downloads')).toBeNull();
    expect(parseElementsRoute('')).toBeNull();
  });

  it('know the Try it marker in a query string', () => {
    expect(hasTryItParam('?try')).toBe(true);
    expect(hasTryItParam('?a=1&try=')).toBe(true);
    expect(hasTryItParam('?trying')).toBe(false);
    expect(hasTryItParam('')).toBe(false);
  });
});
