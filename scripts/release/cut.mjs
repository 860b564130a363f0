// Records a release of the API: the description of openapi/, bundled into one JSON file,
// openapi/releases/<info.version>.json. The release posts, the per-operation history and the
// breaking-change gate of `npm test` compare these files.
//   npm run release:cut               record the version info.version names (a new one)
//   npm run release:cut -- --recut    record it again, replacing its file: only for a version
//                                     that was never published (e.g. after corrections before
//                                     the first publication)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleApiDocument } from '@/lib/openapi/document/bundle';
import { changeLine } from '@/lib/openapi/changes/compare';
import { checkAgainstLatestRelease } from '@/lib/openapi/changes/gate';
import { listReleases, RELEASES_FOLDER, versionProblems } from '@/lib/openapi/changes/releases';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const recut = process.argv.includes('--recut');
const fail = (message) => {
  console.error(`release:cut: ${message}`);
  process.exitCode = 1;
};

const document = bundleApiDocument(path.join(ROOT, 'openapi'));
const version = document.info?.version;
const file = `${RELEASES_FOLDER}/${version}.json`;
const releases = listReleases(path.join(ROOT, RELEASES_FOLDER), ROOT);
const existing = releases.find((release) => release.version === version);
// The releases before this one: the gate compares with the latest of them.
const earlier = releases.filter((release) => release !== existing);
const problems = versionProblems(document, earlier);

if (problems.length) {
  fail(problems.join('\n'));
} else if (existing && !recut) {
  fail(
    `${file} exists already. Set a higher info.version in openapi/openapi.yaml for a new ` +
      `release, or run \`npm run release:cut -- --recut\` to record ${version} again (only if ` +
      `it was never published).`,
  );
} else if (existing && releases.at(-1) !== existing) {
  fail(
    `${file} is not the latest release (${releases.at(-1).version} is): only the latest can be recorded again.`,
  );
} else {
  const gate = checkAgainstLatestRelease(document, earlier);
  if (gate.failures.length) {
    fail(gate.failures.join('\n'));
  } else {
    fs.mkdirSync(path.join(ROOT, RELEASES_FOLDER), { recursive: true });
    fs.writeFileSync(path.join(ROOT, file), `${JSON.stringify(document, null, 2)}\n`);
    const previous = earlier.at(-1);
    console.log(
      `${existing ? 'Recorded again' : 'Recorded'}: ` +
        `${file}${previous ? `, ${gate.changes.length} changes since ${previous.version}` : ' (the first release)'}.`,
    );
    for (const change of gate.changes) console.log(`  ${change.type}: ${changeLine(change)}`);
    const posts = fs
      .readdirSync(path.join(ROOT, 'content/changelog'))
      .filter((name) => name.endsWith('.mdx'));
    const announced = posts.some((name) =>
      new RegExp(`^release:\\s*["']?${version.replace(/\./g, '\\.')}["']?\\s*$`, 'm').test(
        fs.readFileSync(path.join(ROOT, 'content/changelog', name), 'utf8'),
      ),
    );
    if (!announced) {
      const today = new Date().toISOString().slice(0, 10);
      console.log(
        `Now write its post, ` +
          `content/changelog/${today}-api-${version.replace(/\./g, '-')}.mdx, with "release: ` +
          `${version}" in its front matter ` +
          '(the build fails on a release without a post): the post lists these changes under what you write.',
      );
    }
  }
}
