// The parts of the chain library this family's checker uses, imported by name in this one module so that the
// site's bundler keeps only them; decode.ts loads this module when an answer of the chain is checked. (The
// example programs' bundle turns it into dynamic imports: scripts/examples/checker-bundle.mjs.)
// The SDK's modules expect a global Buffer, which its globals module provides in a browser.
import '@multiversx/sdk-core/out/core/globals.js';
export { Transaction } from '@multiversx/sdk-core/out/core/transaction.js';
