/**
 * Accessibility fixes for Stoplight Elements, applied from outside to its rendered DOM.
 * None of these faults is fixed upstream; each fix names the axe rule it answers.
 * `patchElementsA11y` is idempotent: it runs again after every change of Elements' DOM
 * (see observeElementsA11y), because Elements re-renders what it patched.
 *
 * - button-name: icon-only buttons (copy, mobile menu open/close) get a name from their icon;
 *   mosaic's CopyButton takes a `label` that it never renders.
 * - aria-required-attr / heading-order: `role="heading"` without `aria-level`, and headings
 *   that skip levels (the sidebar title is an h4 right after the page's h1), get the level
 *   that follows the previous heading.
 * - aria-command-name + keyboard: the schema row caret (a nameless `role="button"` div) and
 *   the table-of-contents group rows (clickable divs) become named, focusable buttons with
 *   `aria-expanded`, activated by Enter and Space.
 * - aria-valid-attr-value: tabs whose `aria-controls` points to a panel that is not rendered
 *   lose the attribute.
 * - scrollable-region-focusable: code panels that scroll become focusable, named groups, so
 *   keyboard users can scroll them.
 * - nested-interactive: a collapsible panel's title bar is a `role="button"` that holds other
 *   buttons (the body's Examples menu); the button role moves from the bar to its title.
 * - label: Try It's request-body editor (a bare textarea) is named "Request body".
 * - landmark-unique: Try It's panels are unnamed `role="region"`s; each gets its panel's title.
 * - label-content-name-mismatch (WCAG 2.5.3, run by default since axe-core 4.14): select and
 *   menu buttons (request and response body content type, request sample language, response
 *   example) carry an `aria-label` that leaves out the text they show ("Request Body Content
 *   Type" on a button reading "application/json"); the name becomes the label and the text
 *   ("Request body content type: application/json"), so a speech user can say what they see.
 */

/** Marks an element this layer turned into a keyboard-operable button. */
const ACTIVATE_ATTR = 'data-a11y-activate';

const ICON_NAMES: Record<string, string> = {
  copy: 'Copy',
  bars: 'Open the navigation',
  'bars-staggered': 'Open the navigation',
  times: 'Close the navigation',
  xmark: 'Close the navigation',
  check: 'Copied',
};

function setAttr(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function hasName(element: Element): boolean {
  if (
    element.getAttribute('aria-label')?.trim() ||
    element.getAttribute('aria-labelledby') ||
    element.getAttribute('title')?.trim()
  )
    return true;
  return (element.textContent ?? '').trim().length > 0;
}

function iconOf(element: Element): string | undefined {
  return element.querySelector('svg[data-icon]')?.getAttribute('data-icon') ?? undefined;
}

function nameIconButtons(root: Element) {
  for (const button of root.querySelectorAll('button')) {
    if (button.hasAttribute('data-a11y-named') ? false : hasName(button)) continue;
    const icon = iconOf(button);
    const name = icon ? ICON_NAMES[icon] : undefined;
    if (!name) continue;
    // A copy button sits in a code panel's title bar: say what it copies.
    const panelTitle = button.closest('.sl-panel__titlebar')?.textContent?.trim();
    setAttr(button, 'aria-label', icon === 'copy' && panelTitle ? `Copy ${panelTitle}` : name);
    setAttr(button, 'data-a11y-named', '');
  }
}

function headingLevel(heading: Element): number | undefined {
  const aria = Number(heading.getAttribute('aria-level'));
  if (aria > 0) return aria;
  const match = /^H([1-6])$/.exec(heading.tagName);
  return match ? Number(match[1]) : undefined;
}

function levelHeadings(root: Element, startLevel: number) {
  let previous = startLevel;
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')) {
    // A heading Elements has left without a level, or one that skips levels, follows the previous one.
    const level = heading.hasAttribute('data-a11y-level') ? undefined : headingLevel(heading);
    if (level === undefined || level > previous + 1) {
      const fixed = Math.min(previous + 1, 6);
      setAttr(heading, 'aria-level', String(fixed));
      if (heading.getAttribute('role') !== 'heading' && !/^H[1-6]$/.test(heading.tagName))
        setAttr(heading, 'role', 'heading');
      setAttr(heading, 'data-a11y-level', '');
      previous = fixed;
    } else {
      previous = level;
    }
  }
}

function makeButton(element: Element, name: string, expanded: boolean | undefined) {
  setAttr(element, 'role', 'button');
  setAttr(element, 'tabindex', '0');
  setAttr(element, 'aria-label', name);
  if (expanded !== undefined) setAttr(element, 'aria-expanded', String(expanded));
  setAttr(element, ACTIVATE_ATTR, '');
}

function expandedFromChevron(element: Element): boolean | undefined {
  const icon = iconOf(element);
  if (icon === 'chevron-down') return true;
  if (icon === 'chevron-right') return false;
  return undefined;
}

function patchSchemaCarets(root: Element) {
  for (const row of root.querySelectorAll('[data-test="schema-row"]')) {
    const caret = row.querySelector(
      ':scope > div > div > [role="button"]:not([tabindex]), :scope > div > div > [' +
        ACTIVATE_ATTR +
        ']',
    );
    if (!caret) continue;
    const property =
      row.querySelector('[data-test^="property-name"]')?.textContent?.trim() ?? 'property';
    makeButton(caret, `Fields of ${property}`, expandedFromChevron(caret));
  }
}

function patchTocGroups(root: Element) {
  // Group rows of the table of contents: a clickable div with a title and a chevron.
  for (const row of root.querySelectorAll('div[title].sl-cursor-pointer')) {
    if (row.closest('a, button')) continue;
    makeButton(row, row.getAttribute('title') ?? '', expandedFromChevron(row));
  }
}

function patchTabs(root: Element) {
  for (const tab of root.querySelectorAll('[role="tab"][aria-controls]')) {
    const target = tab.getAttribute('aria-controls')!;
    if (!tab.ownerDocument.getElementById(target)) tab.removeAttribute('aria-controls');
  }
}

function patchScrollers(root: Element) {
  for (const scroller of root.querySelectorAll('.sl-code-viewer__scroller')) {
    const title = scroller
      .closest('.sl-panel')
      ?.querySelector('.sl-panel__titlebar')
      ?.textContent?.trim();
    setAttr(scroller, 'tabindex', '0');
    setAttr(scroller, 'role', 'group');
    setAttr(scroller, 'aria-label', title || 'Code');
  }
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function patchNestedTitlebars(root: Element) {
  for (const bar of root.querySelectorAll(
    '.sl-panel__titlebar[role="button"], .sl-panel__titlebar[data-a11y-unbuttoned]',
  )) {
    const title = bar.firstElementChild;
    const nested = [...bar.querySelectorAll(FOCUSABLE)].some(
      (element) => element !== title && !title?.contains(element),
    );
    if (!title || !nested) continue;
    const expanded = bar.getAttribute('aria-expanded') ?? title.getAttribute('aria-expanded');
    makeButton(
      title,
      title.textContent?.trim() || 'Toggle',
      expanded === null ? undefined : expanded === 'true',
    );
    for (const attribute of ['role', 'tabindex', 'aria-expanded']) bar.removeAttribute(attribute);
    setAttr(bar, 'data-a11y-unbuttoned', '');
  }
}

function patchEditors(root: Element) {
  for (const editor of root.querySelectorAll('.sl-code-editor textarea')) {
    if (!editor.getAttribute('aria-label') && !editor.getAttribute('aria-labelledby'))
      setAttr(editor, 'aria-label', 'Request body');
  }
}

function patchPanelRegions(root: Element) {
  const used = new Map<string, number>();
  for (const region of root.querySelectorAll('.sl-panel__content-wrapper[role="region"]')) {
    const title =
      region.parentElement?.querySelector(':scope > .sl-panel__titlebar')?.textContent?.trim() ||
      'Panel';
    const count = (used.get(title) ?? 0) + 1;
    used.set(title, count);
    setAttr(region, 'aria-label', count === 1 ? title : `${title} ${count}`);
  }
}

/** Where this layer keeps the `aria-label` Elements gave, to name the button again when its text changes. */
const OWN_LABEL_ATTR = 'data-a11y-label';

const words = (text: string) => text.replace(/\s+/g, ' ').trim();
/** "response-codes" → "Response codes", "Request Body Content Type" → "Request body content type". */
const sentenceCase = (label: string) => {
  const spaced = words(label.replace(/[-_]+/g, ' ')).toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

function patchLabelsInName(root: Element) {
  for (const button of root.querySelectorAll('button[aria-label], [role="button"][aria-label]')) {
    const own = button.getAttribute(OWN_LABEL_ATTR) ?? button.getAttribute('aria-label')!;
    const text = words(button.textContent ?? '');
    if (!text) continue;
    const ownWords = words(own).toLowerCase();
    const textWords = text.toLowerCase();
    let name = own;
    if (textWords.startsWith(ownWords)) name = text;
    else if (!ownWords.includes(textWords)) name = `${sentenceCase(own)}: ${text}`;
    setAttr(button, OWN_LABEL_ATTR, own);
    setAttr(button, 'aria-label', name);
  }
}

/** Applies every fix to Elements' DOM under `root`. The page's own h1 precedes it. */
export function patchElementsA11y(root: Element): void {
  patchNestedTitlebars(root);
  patchEditors(root);
  patchPanelRegions(root);
  nameIconButtons(root);
  levelHeadings(root, 1);
  patchSchemaCarets(root);
  patchTocGroups(root);
  patchTabs(root);
  patchScrollers(root);
  patchLabelsInName(root);
}

/**
 * Enter and Space activate the divs patchElementsA11y turned into buttons, as on a real button.
 * Runs in the capture phase and stops there, so Elements' own key handlers do not toggle twice.
 */
function activateOnKey(event: KeyboardEvent) {
  const target = event.target as Element | null;
  if (!target?.hasAttribute?.(ACTIVATE_ATTR) || (event.key !== 'Enter' && event.key !== ' '))
    return;
  event.preventDefault();
  event.stopPropagation();
  (target as HTMLElement).click();
}

/** Keeps Elements patched while it is mounted under `root`; returns the cleanup. */
export function observeElementsA11y(root: Element): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      patchElementsA11y(root);
    });
  };
  const observer = new MutationObserver(schedule);
  // characterData: a select's button changes its text in place when the reader picks another value.
  observer.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-icon', 'aria-controls', 'aria-expanded', 'role', 'aria-label'],
  });
  root.addEventListener('keydown', activateOnKey as EventListener, true);
  patchElementsA11y(root);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    root.removeEventListener('keydown', activateOnKey as EventListener, true);
  };
}
