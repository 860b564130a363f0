import { transactionCheckCatalog } from '@/lib/chains/check/catalog';
import { loadApiDocument } from '@/lib/openapi/document/load';
import TransactionCheck from './lazy.client';

/**
 * The "Check a transaction" tool of content/docs/check-a-transaction.mdx: the forge operations,
 * a few examples and the Tendermint staking identifiers are read at build time; the checking runs in the
 * reader's browser (TransactionCheck.client.tsx).
 */
export default function TransactionCheckTool() {
  const { groups, examples, networks } = transactionCheckCatalog(loadApiDocument());
  return <TransactionCheck groups={groups} examples={examples} networks={networks} />;
}
