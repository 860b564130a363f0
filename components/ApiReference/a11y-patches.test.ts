// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { observeElementsA11y, patchElementsA11y } from './a11y-patches';

const chevron = (direction: 'down' | 'right') =>
  `<svg data-icon="chevron-${direction}" aria-hidden="true"></svg>`;

/** Markup as Stoplight Elements 9 renders it (trimmed to the parts the patches touch). */
function elementsFixture() {
  const root = document.createElement('div');
  root.innerHTML = `
    <h4>Staking API</h4>
    <div title="Solana" class="sl-cursor-pointer">Solana ${chevron('down')}</div>
    <h1>Stake SOL with a validator</h1>
    <h2>Request</h2>
    <div role="button" aria-expanded="false" tabindex="0"><div role="heading">Security: API Key</div></div>
    <div data-test="schema-row"><div><div class="sl-cursor-pointer">
      <div role="button">${chevron('right')}</div>
      <div data-test="property-name-transaction">transaction</div>
    </div></div></div>
    <div class="sl-panel"><div class="sl-panel__titlebar">Shell / cURL<button type="button"><svg data-icon="copy"></svg></button></div>
      <pre><div class="sl-code-viewer__scroller">curl …</div></pre></div>
    <button type="button"><svg data-icon="bars"></svg></button>
    <div role="tab" aria-controls="missing-panel">200</div>
    <button type="button" aria-label="Request Body Content Type"><span>application/json</span><svg data-icon="chevron-down"></svg></button>
    <button type="button" aria-label="Response Example"><span>Response Example: INJ</span></button>
    <button type="button" aria-label="Examples">Examples</button>`;
  document.body.append(root);
  return root;
}

describe('patchElementsA11y', () => {
  afterEach(() => document.body.replaceChildren());

  it('names icon-only buttons after their icon, copy buttons after their code panel', () => {
    const root = elementsFixture();
    patchElementsA11y(root);
    const buttons = [...root.querySelectorAll('button')];
    expect(buttons.slice(0, 2).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Copy Shell / cURL',
      'Open the navigation',
    ]);
  });

  it('gives headings without a level, and headings that skip levels, the level after the previous one', () => {
    const root = elementsFixture();
    patchElementsA11y(root);
    expect(root.querySelector('h4')).toHaveAttribute('aria-level', '2');
    expect(root.querySelector('div[role="heading"]')).toHaveAttribute('aria-level', '3');
    expect(root.querySelector('h1')).not.toHaveAttribute('aria-level');
  });

  it(
    'turns the schema caret and table-of-contents rows into named, focusable buttons that say ' +
      'whether they are open',
    () => {
      const root = elementsFixture();
      patchElementsA11y(root);
      const caret = root.querySelector('[data-test="schema-row"] [role="button"]')!;
      expect(caret).toHaveAttribute('aria-label', 'Fields of transaction');
      expect(caret).toHaveAttribute('tabindex', '0');
      expect(caret).toHaveAttribute('aria-expanded', 'false');
      const group = root.querySelector('div[title="Solana"]')!;
      expect(group).toHaveAttribute('role', 'button');
      expect(group).toHaveAttribute('aria-label', 'Solana');
      expect(group).toHaveAttribute('aria-expanded', 'true');
    },
  );

  it('drops aria-controls that point nowhere and makes scrolling code focusable', () => {
    const root = elementsFixture();
    patchElementsA11y(root);
    expect(root.querySelector('[role="tab"]')).not.toHaveAttribute('aria-controls');
    const scroller = root.querySelector('.sl-code-viewer__scroller')!;
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toHaveAttribute('aria-label', 'Shell / cURL');
  });

  it(
    'puts the text a select or menu button shows into its name (label-content-name-mismatch), ' +
      'also after it changes',
    async () => {
      const root = elementsFixture();
      const stop = observeElementsA11y(root);
      const [contentType, example, examples] = [...root.querySelectorAll('button')].slice(2);
      expect(contentType).toHaveAccessibleName('Request body content type: application/json');
      expect(example).toHaveAccessibleName('Response Example: INJ');
      expect(examples).toHaveAccessibleName('Examples');
      contentType.querySelector('span')!.firstChild!.nodeValue = 'application/xml';
      await waitFor(() =>
        expect(contentType).toHaveAccessibleName('Request body content type: application/xml'),
      );
      stop();
    },
  );

  it('activates patched buttons with Enter and Space, and keeps patching what Elements re-renders', async () => {
    const root = elementsFixture();
    const stop = observeElementsA11y(root);
    const caret = root.querySelector<HTMLElement>('[data-test="schema-row"] [role="button"]')!;
    const clicks = vi.fn();
    caret.parentElement!.addEventListener('click', clicks);
    fireEvent.keyDown(caret, { key: 'Enter' });
    fireEvent.keyDown(caret, { key: ' ' });
    fireEvent.keyDown(caret, { key: 'a' });
    expect(clicks).toHaveBeenCalledTimes(2);
    caret.querySelector('svg')!.setAttribute('data-icon', 'chevron-down');
    await waitFor(() => expect(caret).toHaveAttribute('aria-expanded', 'true'));
    stop();
  });
});
