// The sub-path the site is hosted under (BASE_PATH at build time, e.g. "/staking-docs").
// next.config.mjs and the build scripts read it here; the browser reads the same
// value from process.env.NEXT_PUBLIC_BASE_PATH, which next.config.mjs sets from it.
// Plain JavaScript so the Next config and build scripts can import it.

/**
 * The validated base path: "" when unset or empty (the site sits at the domain root),
 * otherwise a path that starts with "/" and does not end with one.
 */
export function parseBasePath(value) {
  if (value === undefined || value === '') return '';
  if (!value.startsWith('/') || value.startsWith('//')) {
    throw new Error(`BASE_PATH must start with a single "/" (e.g. /staking-docs), got ${JSON.stringify(value)}`);
  }
  if (value.endsWith('/')) {
    throw new Error(`BASE_PATH must not end with "/" (use /staking-docs, not /staking-docs/), got ${JSON.stringify(value)}`);
  }
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(value) || /\/\.\.?(\/|$)/.test(value)) {
    throw new Error(
      `BASE_PATH may hold only path segments of letters, digits and . _ ~ - (no "." or ".." segments), got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** The base path of this build, from the BASE_PATH environment variable. */
export function basePathFromEnv(env = process.env) {
  return parseBasePath(env.BASE_PATH);
}
