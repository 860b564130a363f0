// `npm run check`: the content check (lib/check/content.ts) over this project, each problem
// on its own line as file:line:column; exit 1 on any. scripts/build/prebuild.mjs runs it too.
import { pathToFileURL } from 'node:url';
import { checkContent, formatProblem } from '../../lib/check/content';

/**
 * Checks the content of the project in the working folder and prints what it finds.
 * Returns whether it is clean.
 * @returns {Promise<boolean>}
 */
export async function runContentCheck() {
  const started = performance.now();
  const problems = await checkContent(process.cwd());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!problems.length) {
    console.log(`Content check passed (${seconds} s).`);
    return true;
  }
  console.error(problems.map(formatProblem).join('\n'));
  console.error(
    `Content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} (${seconds} s).`,
  );
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href && !(await runContentCheck()))
  process.exit(1);
