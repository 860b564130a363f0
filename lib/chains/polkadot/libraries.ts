// The parts of the chain library this family's checker uses, imported by name in this one module so that the
// site's bundler keeps only them; decode.ts loads this module when an answer of the chain is checked. (The
// example programs' bundle turns it into dynamic imports: scripts/examples/checker-bundle.mjs.)
export { Metadata, TypeRegistry } from '@polkadot/types';
export { compactStripLength, hexToU8a } from '@polkadot/util';
// The runtime metadata of Polkadot Asset Hub (hex) and its runtime version.
export { default as metadataHex } from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex';
export { default as assetHubVersion } from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver';
