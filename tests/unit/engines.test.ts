import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));

/** What a package of the lock file asks of Node, for the packages npm installs on every machine. */
const asked: [name: string, range: string][] = Object.entries(
  lock.packages as Record<string, { engines?: { node?: string }; os?: string[] }>,
)
  // Packages built for one operating system (sharp's Windows builds) are skipped where they do not
  // fit, and npm does not check their engines there.
  .filter(([name, info]) => name !== '' && info.engines?.node && !info.os)
  .map(([name, info]) => [name.replace(/^.*node_modules\//, ''), info.engines!.node!]);

describe('the Node.js versions package.json accepts', () => {
  it('are those the README names', () => {
    expect(pkg.engines.node).toBe('^20.19.0 || ^22.16.0 || >=24.0.0');
    expect(fs.readFileSync('README.md', 'utf8')).toContain(
      'Node.js 20.19 or newer is required (22.16 or newer on Node 22',
    );
  });

  it.each(['20.19.0', '22.16.0', '24.0.0'])(
    'include %s, which every installed package accepts: npm install warns about none',
    (version) => {
      expect(semver.satisfies(version, pkg.engines.node)).toBe(true);
      expect(asked.filter(([, range]) => !semver.satisfies(version, range))).toEqual([]);
    },
  );

  it('leave out the versions some package refuses', () => {
    for (const version of ['20.18.3', '22.15.0', '23.0.0'])
      expect(semver.satisfies(version, pkg.engines.node), version).toBe(false);
  });
});
