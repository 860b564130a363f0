'use client';

import { API } from '@stoplight/elements';
import { useEffect, useRef, useState } from 'react';
import { observeElementsA11y } from './a11y-patches';

export interface ElementsApiProps {
  /** The bundled description, fetched from /openapi.json, servers narrowed to the sandbox. */
  document: object;
  /** Called once Elements shows the route's title (its h1), with that heading. */
  onShown(title: HTMLElement): void;
}

/**
 * Stoplight Elements on the bundled description. This module is the lazily loaded chunk:
 * only /api imports it, only in the browser, and only once the reader shows intent.
 *
 * - router="hash": a static host cannot serve Elements' history routes on reload, while
 *   /api/?try#/operations/… always reaches this page.
 * - Try It is shown; the description it gets lists only the local sandbox.
 * - Export is hidden: the page links to /openapi.yaml and /openapi.json itself.
 * - Its accessibility faults are patched from outside (a11y-patches.ts).
 */
/**
 * Elements renders its tree twice (once more after bundling the description's $refs), so
 * its parts move while it settles. It stays invisible until its DOM has been quiet this long
 * after the route's title appeared, then shows at once: the reader sees no shift.
 */
const SETTLE_QUIET_MS = 120;
/** …but never waits longer than this after the title appeared. */
const SETTLE_MAX_MS = 1_000;

export default function ElementsApi({ document, onShown }: ElementsApiProps) {
  const root = useRef<HTMLDivElement>(null);
  const [title, setTitle] = useState<HTMLElement>();
  useEffect(() => {
    const element = root.current!;
    const stopPatching = observeElementsA11y(element);
    let quietTimer = 0;
    let maxTimer = 0;
    const settle = () => {
      observer.disconnect();
      window.clearTimeout(quietTimer);
      window.clearTimeout(maxTimer);
      const heading = element.querySelector<HTMLElement>('h1');
      if (heading) setTitle(heading);
    };
    const observer = new MutationObserver(() => {
      if (!element.querySelector('h1')) return;
      maxTimer ||= window.setTimeout(settle, SETTLE_MAX_MS);
      window.clearTimeout(quietTimer);
      quietTimer = window.setTimeout(settle, SETTLE_QUIET_MS);
    });
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(quietTimer);
      window.clearTimeout(maxTimer);
      stopPatching();
    };
  }, []);
  useEffect(() => {
    if (title) onShown(title);
  }, [title, onShown]);
  return (
    <div ref={root} style={{ height: '100%', visibility: title ? 'visible' : 'hidden' }}>
      <API apiDescriptionDocument={document} router="hash" layout="responsive" hideExport />
    </div>
  );
}
