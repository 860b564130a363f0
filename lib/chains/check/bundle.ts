// What the package (check-transaction) and the example programs' single file export: the check,
// its types, and the command the package's bin runs. Bundled by scripts/examples/checker-bundle.mjs.
export * from './index';
export { EXIT_CODES, MAX_INPUT_BYTES, runCommand, type CommandIo } from './command';
