import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkerPackage, packChecker } from '@/scripts/examples/checker-package.mjs';

// The forge-answer checker for readers' programs, written once at build time into out/downloads/:
// its single file and types, which the example programs import (both generated from lib/chains/check
// by scripts/examples/checker-bundle.mjs), and the check-transaction package made of them (the
// tarball `npm pack` makes of packages/check-transaction), with its command.
export const dynamic = 'force-static';
export const dynamicParams = false;

const FILES: Record<string, string> = {
  'check-transaction.mjs': 'text/javascript; charset=utf-8',
  'check-transaction.d.mts': 'text/plain; charset=utf-8',
};

export async function generateStaticParams() {
  const { tarball } = await checkerPackage();
  return [...Object.keys(FILES), tarball].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (FILES[file]) {
    const text = await readFile(path.join(process.cwd(), 'content', 'examples', file), 'utf8');
    return new Response(text, { headers: { 'content-type': FILES[file]! } });
  }
  const tarball = await readFile(await packChecker());
  return new Response(tarball, { headers: { 'content-type': 'application/gzip' } });
}
