// The result view loads with the first check through the site's one loader: a failed load shows
// the error box with Retry in the verdict's place, and Retry shows the verdict, with the focus on it.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transactionCheckCatalog } from '@/lib/chains/check/catalog';
import { forgeExamples } from '@/lib/chains/check/examples';
import { loadApiDocument } from '@/lib/openapi/document/load';
import TransactionCheck from './TransactionCheck.client';

// Every load of the result view fails while `offline` (the preload on paste, the load on Check).
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('./Result', async (importOriginal) => {
  if (network.offline) throw new Error('Loading chunk 77 failed.');
  return importOriginal();
});

const { groups, examples, networks } = transactionCheckCatalog(loadApiDocument());
const pol = forgeExamples(loadApiDocument()).find((e) => e.operationId === 'forgePolStake')!;

describe('the result view of the check', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it(
    'a failed load: "The result could not be loaded." with Retry, which loads it again and ' +
      'shows the verdict',
    async () => {
      render(<TransactionCheck groups={groups} examples={examples} networks={networks} />);
      await userEvent.selectOptions(screen.getByLabelText('Operation'), 'forgePolStake');
      fireEvent.change(screen.getByLabelText('Forge answer'), {
        target: { value: JSON.stringify(pol.answer) },
      });
      fireEvent.change(screen.getByLabelText(/Request you sent/), {
        target: { value: JSON.stringify(pol.request) },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Check the transaction' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The result could not be loaded.');
      expect(screen.queryByRole('heading', { name: /Every part/ })).not.toBeInTheDocument();
      network.offline = false;
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(
        await screen.findByRole('heading', { name: /Every part of the transaction is explained/ }),
      ).toHaveFocus();
    },
  );
});
