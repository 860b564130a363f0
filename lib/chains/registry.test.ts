// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chainLibraries } from './registry';

describe('the chain libraries of the registry', () => {
  it('are the packages of every family with a check, each once', () => {
    expect(chainLibraries()).toEqual([
      'ethers',
      '@solana/web3.js',
      '@near-js/transactions',
      '@near-js/crypto',
      '@multiversx/sdk-core',
      '@polkadot/types',
      '@polkadot/types-support',
      '@polkadot/util',
      '@polkadot/util-crypto',
      'cosmjs-types',
      '@cosmjs/encoding',
      '@cosmjs/amino',
      '@cosmjs/crypto',
      '@cosmjs/proto-signing',
      '@cosmjs/stargate',
    ]);
  });

  it('stay out of the server bundles: Next loads them from node_modules', async () => {
    const { default: config } = await import('../../next.config.mjs');
    expect(config.serverExternalPackages).toEqual(expect.arrayContaining(chainLibraries()));
    expect(config.serverExternalPackages).toContain('cosmjs-types');
    expect(config.serverExternalPackages).toContain('@polkadot/types');
  });
});
