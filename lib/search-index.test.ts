// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { operationModel } from '@/lib/openapi/pages/operation';
import { operationSearchMetadata, withSearchMetadata } from './search-index';

const metadataOf = (operationId: string) =>
  operationSearchMetadata(operationModel(loadApiDocument(), operationId)!);
const keywordsOf = (operationId: string) => metadataOf(operationId).keywords.split(' ');

describe('the search metadata of an operation', () => {
  it(
    'shows the result as the operation (id, method, path, tag, summary) and names it by chain, ' +
      'path words and id',
    () => {
      expect(metadataOf('forgeSolWithdraw')).toEqual({
        operationId: 'forgeSolWithdraw',
        method: 'POST',
        path: '/v1/transactions/SOL/forge/withdraw',
        tag: 'Solana',
        summary: 'Withdraw SOL from a stake account',
        keywords: 'SOL Solana transactions forge withdraw forgeSolWithdraw',
        call: 'SOL Solana transactions forge withdraw forgeSolWithdraw',
      });
      expect(metadataOf('getStatus')).toMatchObject({ method: 'GET', path: '/status' });
    },
  );
});

describe('the keywords an operation page gives the search index', () => {
  it('names a chain with an identifier of its own by identifier and name, and the action by its path word', () => {
    expect(keywordsOf('forgeDotPoolStake')).toEqual([
      'DOT',
      'Polkadot',
      'transactions',
      'pool',
      'forge',
      'stake',
      'forgeDotPoolStake',
    ]);
    expect(keywordsOf('forgeSolWithdraw')).toEqual([
      'SOL',
      'Solana',
      'transactions',
      'forge',
      'withdraw',
      'forgeSolWithdraw',
    ]);
    expect(keywordsOf('forgePolWithdraw')).toEqual(
      expect.arrayContaining(['POL', 'Polygon', 'Ethereum', 'withdraw']),
    );
    expect(keywordsOf('forgeChilizStake')).toEqual(
      expect.arrayContaining(['CHILIZ', 'Chiliz', 'CHZ', 'stake']),
    );
    expect(keywordsOf('broadcastEgldTransaction')).toEqual([
      'EGLD',
      'MultiversX',
      'transactions',
      'broadcast',
      'broadcastEgldTransaction',
    ]);
  });

  it('names the Tendermint chains by family, each identifier and each chain name', () => {
    const words = metadataOf('forgeTendermintStake').keywords;
    for (const name of [
      'Cosmos',
      'Tendermint',
      'ATOM',
      'Cosmos Hub',
      'OSMO',
      'Osmosis',
      'INJ',
      'Injective',
      'QSR',
    ])
      expect(words).toContain(name);
    expect(words.endsWith('transactions forge stake forgeTendermintStake')).toBe(true);
  });

  it('gives a call of no chain its path words, a camel-case action whole', () => {
    expect(keywordsOf('submitTransactionHash')).toEqual([
      'transaction',
      'submitHash',
      'submitTransactionHash',
    ]);
    expect(keywordsOf('forgeCxtUnstakeAll')).toContain('unstakeAll');
    expect(keywordsOf('getStatus')).toEqual(['status', 'getStatus']);
  });
});

describe('the names of the call itself (the call metadata, which the ranking weighs)', () => {
  it("are its keywords, without a family's shared route's chains one by one", () => {
    expect(metadataOf('forgeNearWithdraw').call).toBe(
      'NEAR transactions forge withdraw forgeNearWithdraw',
    );
    expect(metadataOf('forgeTendermintStake').call).toBe(
      'Cosmos Cosmos SDK Tendermint transactions forge stake forgeTendermintStake',
    );
    expect(metadataOf('broadcastTendermintTransaction').call).toBe(
      'Cosmos Cosmos SDK Tendermint transactions broadcast broadcastTendermintTransaction',
    );
    expect(metadataOf('getTransaction').call).toBe('transaction getTransaction');
  });
});

describe('the search metadata put into a page for the index', () => {
  const metadata = {
    operationId: 'a&b',
    method: 'GET',
    path: '/v1/<x>',
    tag: 'T',
    summary: 'S',
    keywords: 'K',
    call: 'C',
  };
  const block =
    '<div hidden data-pagefind-ignore><span ' +
    'data-pagefind-meta="operationId">a&amp;b</span><span ' +
    'data-pagefind-meta="method">GET</span><span ' +
    'data-pagefind-meta="path">/v1/&lt;x&gt;</span><span ' +
    'data-pagefind-meta="tag">T</span><span data-pagefind-meta="summary">S</span><span ' +
    'data-pagefind-meta="keywords">K</span><span data-pagefind-meta="call">C</span></div>';

  it(
    'goes first into the element carrying data-pagefind-body, its text escaped; an inline ' +
      'payload naming the attribute is left alone',
    () => {
      const page =
        '<html><body><script>self.__next_f.push([1,"[\\"$\\",\\"div\\",null,{\\"data-pagefind-body\\":\\"\\"}]"])</script><article><div data-pagefind-body="" data-pagefind-filter="type:API operation"><h1>S</h1></div></article></body></html>';
      expect(withSearchMetadata(page, metadata)).toBe(
        page.replace(
          '<div data-pagefind-body="" data-pagefind-filter="type:API operation">',
          `$&${block}`,
        ),
      );
    },
  );

  it('refuses a page with no such element or with two', () => {
    expect(() =>
      withSearchMetadata('<html><body><div data-pagefind-body-x=""></div></body></html>', metadata),
    ).toThrow('exactly one element with data-pagefind-body, not 0');
    expect(() =>
      withSearchMetadata(
        '<div data-pagefind-body></div><main class="m" data-pagefind-body></main>',
        metadata,
      ),
    ).toThrow('not 2');
  });
});
