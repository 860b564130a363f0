/**
 * The files of openapi/ in the order they are merged into the one bundled document.
 * Each file is a fragment of the document (the root, a `components:` section or a `paths:`
 * section); the order here is the order of the paths in the bundle, and so the order of
 * operations on /api. A test checks that every YAML file under openapi/ is listed.
 */
export const OPENAPI_ROOT_FILE = 'openapi.yaml';

export const OPENAPI_FRAGMENT_FILES = [
  OPENAPI_ROOT_FILE,
  'components/errors.yaml',
  'components/transactions.yaml',
  'components/forge-evm.yaml',
  'components/forge-solana.yaml',
  'components/forge-near.yaml',
  'components/forge-multiversx.yaml',
  'components/forge-polkadot.yaml',
  'components/forge-tendermint.yaml',
  'components/broadcast.yaml',
  'components/account.yaml',
  'components/reporting.yaml',
  'paths/forge-evm.yaml',
  'paths/forge-solana.yaml',
  'paths/forge-near.yaml',
  'paths/forge-multiversx.yaml',
  'paths/forge-polkadot.yaml',
  'paths/forge-tendermint.yaml',
  'paths/broadcast.yaml',
  'paths/transactions.yaml',
  'paths/account.yaml',
  'paths/reporting.yaml',
  'paths/yield.yaml',
  'paths/status.yaml',
] as const;
