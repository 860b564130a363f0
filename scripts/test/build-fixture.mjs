// Builds a fixture site: this project with content/ replaced by a fixture's
// content folder (default tests/fixtures/versioned-site), in .fixture-build/.
// Its export lands in .fixture-build/out, which `npm run test:fixture` serves to
// the fixture's browser tests. The project's own content/ and out/ are untouched.
//   node scripts/test/build-fixture.mjs [fixture folder]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../support/project-copy.mjs';

const root = process.cwd();
const fixture = path.resolve(process.argv[2] ?? 'tests/fixtures/versioned-site');
const work = path.join(root, '.fixture-build');

const started = Date.now();
copyProject(root, work, { skip: ['content'] });
// The fixture's pages, config and sidebars; the example programs and the agent guide stay the project's.
fs.cpSync(fixture, path.join(work, 'content'), { recursive: true });
fs.cpSync(path.join(root, 'content', 'examples'), path.join(work, 'content', 'examples'), {
  recursive: true,
});
fs.cpSync(
  path.join(root, 'content', 'agent-skill.md'),
  path.join(work, 'content', 'agent-skill.md'),
);

execFileSync('npm', ['run', 'build'], {
  cwd: work,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
console.log(
  `Fixture site ${path.relative(root, fixture)} built in ` +
    `${Math.round((Date.now() - started) / 1000)} s: .fixture-build/out`,
);
