// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DocsVersion } from '@/lib/config/schema';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  hasVersionChoice,
  readPreferredVersion,
  savePreferredVersion,
  versionMainDocHref,
  versionOfPath,
} from './versions';

// One version exists today; a fixture of two shows the behaviour.
const current: DocsVersion = {
  name: 'current',
  label: '1.0.0',
  mainDocId: 'welcome',
  path: '/docs',
  folder: 'docs',
};
const older: DocsVersion = {
  name: '0.9',
  label: '0.9.0',
  mainDocId: 'examples/index',
  path: '/docs/0.9',
  folder: 'versions/0.9',
};

describe('docs versions: a choice with more than one, the preferred one remembered', () => {
  it('offers a choice only with more than one version', () => {
    expect(hasVersionChoice([current])).toBe(false);
    expect(hasVersionChoice([current, older])).toBe(true);
  });

  it('links a version to its main doc', () => {
    expect(versionMainDocHref(current)).toBe('/docs/welcome/');
    expect(versionMainDocHref(older)).toBe('/docs/0.9/examples/');
  });

  it('finds the version of a page by the longest matching path', () => {
    expect(versionOfPath('/docs/0.9/support/', [current, older])?.name).toBe('0.9');
    expect(versionOfPath('/docs/support/', [current, older])?.name).toBe('current');
    expect(versionOfPath('/api/', [current, older])).toBeUndefined();
  });

  it('stores the preferred version in local storage and reads it back', () => {
    expect(readPreferredVersion([current, older])).toBeUndefined();
    savePreferredVersion('0.9');
    expect(window.localStorage.getItem(STORAGE_KEYS.docsPreferredVersion)).toBe('0.9');
    expect(readPreferredVersion([current, older])?.name).toBe('0.9');
  });

  it('ignores a stored version that no longer exists', () => {
    window.localStorage.setItem(STORAGE_KEYS.docsPreferredVersion, '0.1');
    expect(readPreferredVersion([current, older])).toBeUndefined();
  });
});
