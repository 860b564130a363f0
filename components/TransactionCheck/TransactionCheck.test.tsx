// The transaction check as a reader uses it: paste, check, read the verdict; the real checker
// and ethers run behind it (EVM answers), so what is asserted is what the page shows.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transaction } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { transactionCheckCatalog } from '@/lib/chains/check/catalog';
import { forgeExamples } from '@/lib/chains/check/examples';
import { loadApiDocument } from '@/lib/openapi/document/load';
import TransactionCheck from './TransactionCheck.client';

const { groups, examples, networks } = transactionCheckCatalog(loadApiDocument());
const pol = forgeExamples(loadApiDocument()).find((e) => e.operationId === 'forgePolStake')!;
const answerText = JSON.stringify(pol.answer);
const requestText = JSON.stringify(pol.request);

function renderCheck() {
  render(<TransactionCheck groups={groups} examples={examples} networks={networks} />);
  return {
    operation: screen.getByLabelText('Operation') as HTMLSelectElement,
    answer: screen.getByLabelText('Forge answer') as HTMLTextAreaElement,
    request: screen.getByLabelText(/Request you sent/) as HTMLTextAreaElement,
    submit: screen.getByRole('button', { name: 'Check the transaction' }),
  };
}
const paste = (field: HTMLTextAreaElement, text: string) =>
  fireEvent.change(field, { target: { value: text } });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Check a transaction', () => {
  it(
    'a matching answer of the chosen operation: the verdict says so, gets the focus, and lists ' +
      'the decoded transaction, each check and every part',
    async () => {
      const { operation, answer, request, submit } = renderCheck();
      await userEvent.selectOptions(operation, 'forgePolStake');
      paste(answer, answerText);
      paste(request, requestText);
      await userEvent.click(submit);
      const verdict = await screen.findByRole('heading', {
        name: /Every part of the transaction is explained/,
      });
      // The focus moves in the effect that follows the verdict's render.
      await waitFor(() => expect(verdict).toHaveFocus());
      expect(screen.getAllByText('buyVoucherPOL(uint256,uint256)')[0]).toBeVisible();
      expect(screen.getAllByText('Matches').length).toBeGreaterThan(2);
      expect(screen.getAllByText('Fee within its ceiling')).toHaveLength(3);
      // The amount in the main unit and in base units.
      const amount = screen.getByText('Amount', { selector: 'dt' }).nextElementSibling!;
      expect(amount).toHaveTextContent(/^1000 POL \(1000000000000000000000 wei\)$/);
      // Every part, and what explains it.
      await userEvent.click(screen.getByText(/^Every part of the transaction \(\d+\)$/));
      expect(
        screen.getByRole('row', {
          name: /Contract called \(to\).*your request \(validatorAddress\)/,
        }),
      ).toBeVisible();
    },
  );

  it(
    'without the operation, it is read from the transaction, said first, and the verdict is ' +
      '"Confirm before you sign"',
    async () => {
      const { answer, request, submit } = renderCheck();
      paste(answer, answerText);
      paste(request, requestText);
      await userEvent.click(submit);
      expect(await screen.findByRole('heading', { name: /Confirm before you sign/ })).toHaveFocus();
      expect(screen.getByText(/^Operation read from the transaction:/)).toHaveTextContent(
        'Operation read from the transaction: forgePolStake. Choose the operation you called ' +
          'to check the transaction against it.',
      );
      const first = screen.getAllByRole('listitem').find((li) => li.dataset.status)!;
      expect(first).toHaveTextContent(/^! Confirm before signing Operation/);
    },
  );

  it('a tampered answer: "Do not sign", and what differs comes first', async () => {
    const tx = Transaction.from(pol.answer.transaction.serializedUnsignedTx as string);
    tx.to = '0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A';
    const { operation, answer, request, submit } = renderCheck();
    await userEvent.selectOptions(operation, 'forgePolStake');
    paste(
      answer,
      JSON.stringify({
        ...pol.answer,
        transaction: { serializedUnsignedTx: tx.unsignedSerialized },
      }),
    );
    paste(request, requestText);
    await userEvent.click(submit);
    expect(
      await screen.findByRole('heading', { name: /Do not sign this transaction/ }),
    ).toHaveFocus();
    const rows = screen.getAllByRole('listitem').filter((li) => li.dataset.status);
    expect(
      rows.slice(0, 3).map((li) => [li.dataset.status, li.querySelector('strong')!.textContent]),
    ).toEqual([
      ['differs', 'Validator'],
      ['differs', 'Contract called (to)'],
      ['differs', 'Every part of the transaction'],
    ]);
    expect(rows[1]).toHaveTextContent('0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A');
  });

  it('an answer with a value only the chain can confirm: "Confirm before signing", and how', async () => {
    const cxt = forgeExamples(loadApiDocument()).find((e) => e.operationId === 'forgeCxtStake')!;
    const { operation, answer, request, submit } = renderCheck();
    await userEvent.selectOptions(operation, 'forgeCxtStake');
    paste(answer, JSON.stringify(cxt.answer));
    paste(request, JSON.stringify(cxt.request));
    await userEvent.click(submit);
    expect(
      await screen.findByRole('heading', { name: /Confirm before you sign/ }),
    ).toBeInTheDocument();
    const open = screen.getAllByRole('listitem').find((li) => li.dataset.status === 'open')!;
    expect(open).toHaveTextContent('CXT validator id');
    expect(open).toHaveTextContent(/How to confirm.*getValidatorMetadata\(3\)/);
  });

  it('bad input gets a message on the field at fault, and no crash', async () => {
    const { answer, request, submit } = renderCheck();
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Paste the forge answer first');
    paste(answer, answerText.slice(0, 40));
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The forge answer is not JSON/);
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveFocus();
    paste(answer, '{"uuid": "x", "transaction": {"foo": 1}}');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(/This is not a forge answer/);
    paste(answer, answerText);
    paste(request, '{"delegatorAddress": ');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The request is not JSON/);
    expect(request).toHaveAttribute('aria-invalid', 'true');
  });

  it(
    '10 MB pasted: the check\'s own "too large", naming the field at fault, takes the focus; ' +
      'the text is left as pasted',
    async () => {
      const { operation, answer, request, submit } = renderCheck();
      await userEvent.selectOptions(operation, 'forgeSolStake');
      const huge = JSON.stringify({ transaction: { hash: 'A'.repeat(10 * 1024 * 1024) } });
      paste(answer, huge);
      paste(request, requestText);
      await userEvent.click(submit);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'The forge answer is 10 MB of text: no forge answer of the API is that large (the ' +
          'check refuses more than 256 kB).',
      );
      expect(answer).toHaveAttribute('aria-invalid', 'true');
      expect(answer).toHaveAccessibleDescription(/The forge answer is 10 MB of text/);
      // The message takes the focus: focusing a field of 10 MB costs the browser over half a second.
      await waitFor(() => expect(alert).toHaveFocus());
      expect(answer.value).toBe(huge);
      paste(answer, answerText);
      paste(request, `{"delegatorAddress": "${'x'.repeat(10 * 1024 * 1024)}"}`);
      await userEvent.click(submit);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The request is 10 MB of text: no forge request of the API is that large (the check refuses more than 64 kB).',
      );
      expect(request).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    },
  );

  it('an example fills both fields, and Check gives its verdict', async () => {
    const { answer, request, submit } = renderCheck();
    await userEvent.click(screen.getByText('Try it with an example from the API description'));
    await userEvent.click(
      screen.getByRole('button', { name: 'EGLD stake (MultiversX transaction)' }),
    );
    expect(JSON.parse(answer.value)).toHaveProperty('transaction.chainID');
    expect(JSON.parse(request.value)).toHaveProperty('delegatorAddress');
    await userEvent.click(submit);
    expect(
      await screen.findByRole('heading', { name: /Every part of the transaction is explained/ }),
    ).toBeInTheDocument();
  });

  it('an answer of another chain than the chosen operation', async () => {
    const { operation, answer, submit } = renderCheck();
    await userEvent.selectOptions(operation, 'forgeSolStake');
    paste(answer, answerText);
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'but forgeSolStake answers with a Solana transaction (hash)',
    );
  });

  it('?operation= from an operation page chooses it, and its fields start the request', async () => {
    window.history.replaceState(
      null,
      '',
      '/docs/check-a-transaction/?operation=forgeTendermintRedelegate',
    );
    const { operation, request } = renderCheck();
    await waitFor(() => expect(operation.value).toBe('forgeTendermintRedelegate'));
    expect(screen.getByLabelText('Staking identifier')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: "Start from this operation's fields" }),
    );
    expect(JSON.parse(request.value)).toEqual({
      delegatorAddress: '',
      fromValidatorAddress: '',
      toValidatorAddress: '',
      amount: '',
    });
  });

  it('without a request it decodes and says nothing was compared', async () => {
    const { answer, submit } = renderCheck();
    paste(answer, answerText);
    await userEvent.click(submit);
    expect(
      await screen.findByRole('heading', { name: /Decoded, not compared/ }),
    ).toBeInTheDocument();
  });
});
