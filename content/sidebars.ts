import type { SidebarsConfig } from '@/lib/config/sidebars';

/**
 * The one docs sidebar (there is one; it cannot be hidden, and its categories do not collapse on
 * their own). Its order is the reading order: previous and
 * next links at the foot of each doc follow it. Items are doc ids, the path of
 * the file under content/docs without ".mdx".
 */
const sidebars: SidebarsConfig = {
  docs: [
    'welcome',
    'core-concepts',
    'register-account',
    'try-without-an-account',
    'api-clients',
    'check-a-transaction',
    'reporting',
    'ai-assistants',
    {
      type: 'category',
      label: 'Chains',
      link: 'chains/index',
      items: [
        'chains/evm',
        'chains/solana',
        'chains/near',
        'chains/multiversx',
        'chains/polkadot',
        'chains/tendermint',
        'chains/bitcoin',
      ],
    },
    {
      type: 'category',
      label: 'Examples',
      link: 'examples/index',
      items: [
        'examples/cosmos-staking-example',
        'examples/polygon-staking-example',
        'examples/sol-staking-example',
        'examples/sol-unstaking-example',
        'examples/sol-withdraw-example',
        'examples/dot-pool-example',
        'examples/egld-delegation-example',
        'examples/sol-redelegate-example',
        'examples/cosmos-lifecycle-example',
        'examples/cosmos-auto-restake-example',
        'examples/evmos-eip712-example',
        'examples/polygon-lifecycle-example',
        'examples/reporting-dashboard-example',
        'examples/near-staking-example',
        'examples/stakewise-staking-example',
        'examples/chiliz-staking-example',
        'examples/cxt-staking-example',
      ],
    },
    'api-change-policy',
    'support',
  ],
};

export default sidebars;
