'use client';

import { API } from '@stoplight/elements';
import { useEffect } from 'react';

export interface ElementsApiProps {
  document: object;
  /** Called once Elements is on screen, so the static reference can step aside. */
  onShown(): void;
}

/**
 * Stoplight Elements on the bundled document. This module is the lazily loaded chunk: only
 * /api imports it, and only in the browser.
 *
 * - router="hash": a static host cannot serve Elements' history routes on reload, while
 *   /api#/operations/… always reaches this page.
 * - Try It is hidden: it would call the production API from the visitor's browser with their
 *   key, which the API's CORS policy is not promised to allow; the code samples stay.
 * - Export is hidden: the page links to /openapi.yaml and /openapi.json itself.
 */
export default function ElementsApi({ document, onShown }: ElementsApiProps) {
  useEffect(onShown, [onShown]);
  return <API apiDescriptionDocument={document} router="hash" layout="responsive" hideTryIt hideExport />;
}
