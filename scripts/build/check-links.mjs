// Fails the build when a page of out/ holds a broken link: a broken link is a build error. Run by `npm run build`.
import path from 'node:path';
import { basePathFromEnv } from '@/lib/urls';
import { checkSite, formatReport, loadSite } from '../../lib/links/check';
import { apiRoutesOfExport } from './api-routes.mjs';

const outDir = path.resolve(process.argv[2] ?? 'out');
// The HTML pages: the build runs this beside scripts/build/llms.mjs, which writes the Markdown files
// and checks their links itself.
const apiRoutes = await apiRoutesOfExport(outDir);
const site = loadSite(outDir, { markdown: false, apiRoutes });
const report = formatReport(checkSite(site, { basePath: basePathFromEnv() }));
if (report) {
  console.error(`Link check failed for ${path.relative(process.cwd(), outDir) || '.'}:\n${report}`);
  process.exit(1);
}
console.log(`Link check passed: ${site.pages.size} pages, every link and anchor resolves.`);
