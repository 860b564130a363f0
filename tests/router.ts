/** A stand-in for the App Router in component tests, which render outside Next. */
export const testRouter = {
  prefetch: () => {},
  push: () => {},
  replace: () => {},
  back: () => {},
  forward: () => {},
  refresh: () => {},
};
