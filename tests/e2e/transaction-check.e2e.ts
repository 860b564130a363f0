// "Check a transaction" in Chromium, as a reader uses it: for one chain of each shape of forge answer,
// the description's example is pasted with its request and every part of it is explained, and a
// tampered copy is refused with the part named. Nothing leaves the page, the chain's code loads
// only when an answer of that chain is checked, the keyboard reaches everything, axe finds nothing
// with a verdict on screen (differs and open), and the same works under the sub-path build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Transaction as EvmTransaction } from 'ethers';
import { PublicKey, Transaction as SolTransaction } from '@solana/web3.js';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { forgeExamples } from '@/lib/chains/check/examples';
import { loadApiDocument } from '@/lib/openapi/document/load';
import * as DOT from '@/lib/chains/polkadot/forge';
import { serveFolder, type ServedFolder } from '../../scripts/support/local.mjs';
import { findings } from '../../scripts/support/axe.mjs';
import { baseUrl, closeBrowser, openPage, startBrowser } from './harness';

afterAll(closeBrowser);

const PAGE = '/docs/check-a-transaction/';
const example = (operationId: string, name?: string) =>
  structuredClone(
    forgeExamples(loadApiDocument()).find((e) => e.operationId === operationId && e.name === name)!,
  );
const withTransaction = (e: ReturnType<typeof example>, transaction: Record<string, unknown>) => ({
  ...e.answer,
  transaction,
});

/** One chain of each shape: its example, a tampered copy, and the check the tampering must fail. */
const CASES = [
  {
    shape: 'Ethereum-type (serializedUnsignedTx)',
    example: example('forgePolStake'),
    tamper: (e: ReturnType<typeof example>) => {
      const tx = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string);
      tx.to = '0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A';
      return withTransaction(e, { serializedUnsignedTx: tx.unsignedSerialized });
    },
    fails: ['Validator', 'Contract called (to)', 'Every part of the transaction'],
  },
  {
    shape: 'Cosmos SDK (signDirect, signAmino, signEIP712CosmosTxV0)',
    example: example('forgeTendermintStake', 'INJ'),
    tamper: (e: ReturnType<typeof example>) => {
      (e.answer.transaction.signDirect as { chainId: string }).chainId = 'injective-888';
      return e.answer;
    },
    // Every signing format is rebuilt: signDirect's chain id is named, the others still say the original.
    fails: ['Chain id (signDirect)', 'Every part of the transaction'],
  },
  {
    shape: 'Cosmos SDK with both EIP-712 encodings (EVMOS: signEIP712, signEIP712CosmosTxV0)',
    example: example('forgeTendermintStake', 'EVMOS'),
    tamper: (e: ReturnType<typeof example>) => {
      const legacy = e.answer.transaction.signEIP712CosmosTxV0 as {
        typedData: { message: { fee: { feePayer: string } } };
      };
      legacy.typedData.message.fee.feePayer = 'evmos1w8mnvlnamez5eaurvda5at7w3fclcrze25sl8r';
      return e.answer;
    },
    // The legacy typed data's fee payer is the delegator: the row of that request field differs, and the part is named.
    fails: [
      'Delegator (your address)',
      'Fee of the EIP-712 message (signEIP712CosmosTxV0)',
      'Every part of the transaction',
    ],
  },
  {
    shape: 'Solana (hash)',
    example: example('forgeSolStake'),
    tamper: (e: ReturnType<typeof example>) => {
      const tx = SolTransaction.from(Buffer.from(e.answer.transaction.hash as string, 'base64'));
      tx.feePayer = new PublicKey('Adr41dSaGqHZg5XcdELczSfWUWtKU4zvrseJBHiubQbD');
      return withTransaction(e, {
        hash: tx
          .serialize({ requireAllSignatures: false, verifySignatures: false })
          .toString('base64'),
      });
    },
    // The fee payer is the first account that must sign: the delegator is not the fee payer, the
    // vote account the delegation names must now sign and can be changed, and the transaction
    // needs a second signature.
    fails: [
      'Delegator (your address)',
      'Validator (vote account) in instruction 3: must sign',
      'Validator (vote account) in instruction 3: can be changed (writable)',
      'Fee payer (the first signer)',
      'Signatures (an unsigned transaction has empty ones)',
      'Every part of the transaction',
    ],
  },
  {
    shape: 'NEAR (actions)',
    example: example('forgeNearStake'),
    tamper: (e: ReturnType<typeof example>) => ({
      ...e.answer,
      transaction: { ...e.answer.transaction, receiverId: 'other-validator.poolv1.near' },
    }),
    fails: ['Validator', 'Staking pool (receiverId)', 'Every part of the transaction'],
  },
  {
    shape: 'Polkadot (extrinsicHex)',
    example: example('forgeDotPoolStake'),
    tamper: (e: ReturnType<typeof example>) =>
      withTransaction(e, DOT.forge(e.operationId, { ...e.request, amount: '500' })),
    fails: ['Amount', 'Amount bonded', 'Every part of the transaction'],
  },
  {
    shape: 'MultiversX (plain transaction)',
    example: example('forgeEgldStake'),
    tamper: (e: ReturnType<typeof example>) => ({
      ...e.answer,
      transaction: { ...e.answer.transaction, chainID: 'D' },
    }),
    fails: ['Chain id', 'Every part of the transaction'],
  },
];

/**
 * Waits until the check has hydrated: its button is on from then, and the page holds one form
 * (a client render of the check can stand beside the server's form for a moment).
 */
const hydrated = async (page: Page) => {
  await page.waitForSelector('button[type="submit"]:not([disabled])');
  await expect.poll(() => page.locator('textarea').count()).toBe(2);
};

/** Pastes an answer and a request and presses Check; resolves to the verdict heading's text. */
async function check(page: Page, answer: unknown, request: unknown): Promise<string> {
  await hydrated(page);
  await page.getByLabel('Forge answer').fill(JSON.stringify(answer, null, 2));
  await page.getByLabel(/Request you sent/).fill(JSON.stringify(request, null, 2));
  await page.getByRole('button', { name: 'Check the transaction' }).click();
  const heading = page.locator('#transaction-check-verdict');
  await heading.waitFor({ timeout: 20_000 });
  return heading.innerText();
}

/** The checks shown as differing, by their label. */
const differing = (page: Page) => page.locator('li[data-status="differs"] strong').allInnerTexts();

/** Watches a page's requests: every one must stay on the site and none may be a fetch or XHR. */
function watchRequests(page: Page, origin: string) {
  const leaving: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.origin !== origin ||
      ['fetch', 'xhr', 'websocket', 'eventsource'].includes(request.resourceType())
    )
      leaving.push(`${request.resourceType()} ${request.url()}`);
    if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  return { leaving, scripts };
}

describe('Check a transaction', () => {
  for (const c of CASES) {
    it(`${c.shape}: the example matches its request, a tampered copy fails "${c.fails[0]}"`, async () => {
      const { page, context, errors } = await openPage(
        `${PAGE}?operation=${c.example.operationId}`,
      );
      const requests = watchRequests(page, new URL(baseUrl).origin);
      await hydrated(page);
      await expect(page.getByLabel('Operation', { exact: true }).inputValue()).resolves.toBe(
        c.example.operationId,
      );
      expect(await check(page, c.example.answer, c.example.request)).toBe(
        '✓ Every part of the transaction is explained',
      );
      expect(await differing(page)).toEqual([]);
      expect(await check(page, c.tamper(structuredClone(c.example)), c.example.request)).toBe(
        '✕ Do not sign this transaction',
      );
      expect(await differing(page)).toEqual(c.fails);
      expect(requests.leaving).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("loads a chain's code only when an answer of that chain is checked, and never on another docs page", async () => {
    const { page, context } = await openPage('about:blank');
    const welcome = watchRequests(page, new URL(baseUrl).origin);
    await page.goto(`${baseUrl}/docs/welcome/`, { waitUntil: 'networkidle' });
    expect(welcome.scripts.length).toBeGreaterThan(5);
    const check = await openPage(PAGE);
    await check.page.waitForLoadState('networkidle');
    await hydrated(check.page);
    const onCheck = watchRequests(check.page, new URL(baseUrl).origin);
    const e = example('forgePolStake');
    await check.page.getByLabel('Forge answer').fill(JSON.stringify(e.answer));
    await check.page.getByRole('button', { name: 'Check the transaction' }).click();
    await check.page.locator('#transaction-check-verdict').waitFor();
    // The EVM checker and ethers came after the paste, and the welcome page loads none of them.
    expect(onCheck.scripts.length).toBeGreaterThan(0);
    expect(onCheck.scripts.filter((script) => welcome.scripts.includes(script))).toEqual([]);
    await check.context.close();
    await context.close();
  });

  it('works from the keyboard: the verdict takes the focus; a problem names itself on the field at fault', async () => {
    const { page, context } = await openPage(PAGE);
    await hydrated(page);
    const e = example('forgeEgldStake');
    await page.getByLabel('Forge answer').focus();
    await page.keyboard.insertText(JSON.stringify(e.answer));
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(
      await page.getByLabel(/Request you sent/).getAttribute('id'),
    );
    await page.keyboard.insertText(JSON.stringify(e.request));
    // Tab on to the button and press Enter.
    for (
      let i = 0;
      i < 4 &&
      (await page.evaluate(() => document.activeElement?.textContent)) !== 'Check the transaction';
      i++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('#transaction-check-verdict').waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(
      'transaction-check-verdict',
    );
    // Without choosing the operation: read from the transaction, and to be confirmed.
    await expect(page.locator('#transaction-check-verdict').innerText()).resolves.toBe(
      '! Confirm before you sign',
    );
    // Cut off: an alert, and the focus back on the answer.
    await page.getByLabel('Forge answer').fill(JSON.stringify(e.answer).slice(0, -3));
    await page.getByRole('button', { name: 'Check the transaction' }).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ }).innerText()).resolves.toMatch(
      /^The forge answer is not JSON/,
    );
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')),
    ).resolves.toBe('true');
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const width of [412, 1280]) {
      it(
        `axe finds nothing with a failing verdict, then an open one and every part, on screen, ` +
          `${mode} mode at ${width} px`,
        async () => {
          const { page, context } = await openPage('about:blank', {
            width,
            localStorage: { [STORAGE_KEYS.colorMode]: mode },
          });
          await page.goto(`${baseUrl}${PAGE}?operation=forgePolStake`, {
            waitUntil: 'networkidle',
          });
          expect(await findings(page)).toEqual([]);
          await check(
            page,
            CASES[0]!.tamper(structuredClone(CASES[0]!.example)),
            CASES[0]!.example.request,
          );
          await page.getByText('Try it with an example from the API description').click();
          expect(await findings(page)).toEqual([]);
          const cxt = example('forgeCxtStake');
          await page.getByLabel('Operation', { exact: true }).selectOption('forgeCxtStake');
          expect(await check(page, cxt.answer, cxt.request)).toBe('! Confirm before you sign');
          await page.getByText(/^Every part of the transaction \(\d+\)$/).click();
          expect(await findings(page)).toEqual([]);
          await context.close();
        },
      );
    }
  }
});

describe('Check a transaction under the sub-path', () => {
  // The export of `npm run build:subpath`, served under /staking-docs/ as tests/e2e/subpath.e2e.ts serves it.
  const EXPORT = path.resolve('out-staking-docs');
  const PREFIX = '/staking-docs';
  let server: ServedFolder | undefined;
  let root = '';
  beforeAll(async () => {
    if (!fs.existsSync(path.join(EXPORT, 'index.html')))
      throw new Error('out-staking-docs/ has no export: run `npm run build:subpath` first.');
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-subpath-'));
    fs.symlinkSync(EXPORT, path.join(root, 'staking-docs'), 'dir');
    const config = JSON.parse(fs.readFileSync(path.join(EXPORT, 'serve.json'), 'utf8'));
    config.symlinks = true;
    config.headers = config.headers.map((rule: { source: string }) => ({
      ...rule,
      source: rule.source === '**' ? '**' : `staking-docs/${rule.source}`,
    }));
    fs.writeFileSync(path.join(root, 'serve.json'), JSON.stringify(config));
    server = await serveFolder(root, { config: 'serve.json', probe: `${PREFIX}/` });
  });
  afterAll(() => {
    server?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('loads its code from under /staking-docs/ and checks a Polkadot answer, the largest chain library', async () => {
    const browser = await startBrowser();
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests = watchRequests(page, server!.origin);
    const failed: string[] = [];
    page.on(
      'response',
      (response) =>
        response.status() >= 400 && failed.push(`${response.url()} ${response.status()}`),
    );
    await page.goto(`${server!.origin}${PREFIX}${PAGE}?operation=forgeDotPoolStake`, {
      waitUntil: 'networkidle',
    });
    const e = example('forgeDotPoolStake');
    expect(await check(page, e.answer, e.request)).toBe(
      '✓ Every part of the transaction is explained',
    );
    expect(requests.scripts.filter((script) => !script.startsWith(`${PREFIX}/`))).toEqual([]);
    expect(requests.leaving).toEqual([]);
    expect(failed).toEqual([]);
    // The checker of the example programs is served under the sub-path too.
    const download = await page
      .getByRole('link', { name: 'check-transaction.mjs' })
      .first()
      .getAttribute('href');
    expect(download).toBe(`${PREFIX}/downloads/check-transaction.mjs`);
    expect((await fetch(`${server!.origin}${download}`)).status).toBe(200);
    await context.close();
  });
});
