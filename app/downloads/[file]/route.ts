import { readFile } from 'node:fs/promises';
import path from 'node:path';

// The forge-answer checker the example programs import (issue 21), written once at build time
// into out/downloads/ for readers to save next to their program. Both files are generated from
// lib/inspect by scripts/examples/checker-bundle.mjs.
export const dynamic = 'force-static';
export const dynamicParams = false;

const FILES: Record<string, string> = {
  'check-transaction.mjs': 'text/javascript; charset=utf-8',
  'check-transaction.d.mts': 'text/plain; charset=utf-8',
};

export function generateStaticParams() {
  return Object.keys(FILES).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const text = await readFile(path.join(process.cwd(), 'content', 'examples', file), 'utf8');
  return new Response(text, { headers: { 'content-type': FILES[file]! } });
}
