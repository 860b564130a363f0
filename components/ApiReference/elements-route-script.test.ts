// @vitest-environment jsdom
import { ELEMENTS_OPEN_ATTRIBUTE, elementsRouteScript } from './elements-route-script';

/** Runs /api's inline script as the browser would while parsing, with this URL and navigation type. */
function run(url: string, navigationType = 'navigate') {
  const { hash, search } = new URL(url, 'https://docs.example.com');
  const replace = vi.fn();
  const root = document.createElement('html');
  const performance = { getEntriesByType: () => [{ type: navigationType }] };
  new Function('location', 'performance', 'document', elementsRouteScript())(
    { hash, search, replace },
    performance,
    { documentElement: root },
  );
  return {
    replacedBy: replace.mock.calls[0]?.[0] as string | undefined,
    open: root.hasAttribute(ELEMENTS_OPEN_ATTRIBUTE),
  };
}

describe("/api's route script (where an old deep link lands)", () => {
  it('sends an old deep link to an operation on to its page', () => {
    expect(run('/api/#/operations/forgeSolStake')).toEqual({
      replacedBy: '/api/operations/forgeSolStake/',
      open: false,
    });
  });

  it('sends an old deep link to a schema on to its place on the schemas page', () => {
    expect(run('/api/#/schemas/Transaction')).toEqual({
      replacedBy: '/api/schemas/#Transaction',
      open: false,
    });
  });

  it('opens Elements for Try it (?try), for the overview, and on a reload or history step inside Elements', () => {
    expect(run('/api/?try#/operations/forgeSolStake')).toEqual({
      replacedBy: undefined,
      open: true,
    });
    expect(run('/api/#/')).toEqual({ replacedBy: undefined, open: true });
    expect(run('/api/#/operations/forgeSolStake', 'reload')).toEqual({
      replacedBy: undefined,
      open: true,
    });
    expect(run('/api/#/operations/forgeSolStake', 'back_forward')).toEqual({
      replacedBy: undefined,
      open: true,
    });
  });

  it('leaves the list alone for an ordinary anchor or none', () => {
    expect(run('/api/#tag-solana')).toEqual({ replacedBy: undefined, open: false });
    expect(run('/api/')).toEqual({ replacedBy: undefined, open: false });
  });

  it('keeps the base path of a sub-path build', () => {
    const previous = process.env.NEXT_PUBLIC_BASE_PATH;
    process.env.NEXT_PUBLIC_BASE_PATH = '/staking-docs';
    try {
      expect(run('/staking-docs/api/#/operations/getStatus').replacedBy).toBe(
        '/staking-docs/api/operations/getStatus/',
      );
    } finally {
      if (previous === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
      else process.env.NEXT_PUBLIC_BASE_PATH = previous;
    }
  });
});
