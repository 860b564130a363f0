// Whether a reporting call's `wallet` filter is an address of a chain the API supports: it is
// refused otherwise, as the API refuses a wallet it cannot know.
import * as EVM from '../../lib/chains/evm/forge.mjs';
import * as TENDERMINT from '../../lib/chains/tendermint/forge.mjs';
import * as SOLANA from '../../lib/chains/solana/forge.mjs';
import * as MULTIVERSX from '../../lib/chains/multiversx/forge.mjs';
import * as POLKADOT from '../../lib/chains/polkadot/forge.mjs';

/** A NEAR account id: named (a.b.near) or implicit (64 hex digits), 2 to 64 characters. */
const NEAR_ACCOUNT_ID = /^(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;

/**
 * Whether `wallet` is an address of one of the supported chains.
 * @param {string} wallet
 */
export function isSupportedWallet(wallet) {
  const checks = [
    () => EVM.address({ wallet }, 'wallet'),
    () => SOLANA.publicKey({ wallet }, 'wallet'),
    () => MULTIVERSX.address({ wallet }, 'wallet'),
    () => POLKADOT.address({ wallet }, 'wallet'),
    () => {
      const network = Object.values(TENDERMINT.CHAINS).find((candidate) => wallet.startsWith(`${candidate.prefix}1`));
      if (!network) throw new Error('no prefix');
      TENDERMINT.bech32Address({ wallet }, 'wallet', network.prefix);
    },
    () => {
      if (!NEAR_ACCOUNT_ID.test(wallet) || wallet.length < 2 || wallet.length > 64) throw new Error('not NEAR');
    },
  ];
  return checks.some((check) => {
    try {
      check();
      return true;
    } catch {
      return false;
    }
  });
}
