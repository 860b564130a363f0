// The parts of the chain library this family's checker uses, imported by name in this one module so that the
// site's bundler keeps only them; decode.ts loads this module when an answer of the chain is checked. (The
// example programs' bundle turns it into dynamic imports: scripts/examples/checker-bundle.mjs.)
export { Interface, Transaction, formatUnits, getAddress } from 'ethers';
