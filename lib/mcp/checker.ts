/**
 * The forge-answer checker the MCP server's check tool runs: the one the "Check a transaction"
 * page and the example programs run (lib/chains/check, bundled as content/examples/check-transaction.mjs),
 * behind this one import, so that moving to another build of the checker changes this line only.
 */
export {
  FORGE_OPERATIONS,
  formatInspection,
  inspectForge,
  InspectError,
  type Inspection,
} from '../../content/examples/check-transaction.mjs';
