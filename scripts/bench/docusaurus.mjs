// Docusaurus beside ours, for the bench: the same pages (the site's /docs/welcome/ as plain MDX,
// scripts/bench/plain-mdx.mjs, and the generated pages of scripts/bench/pages.mjs, in the same
// sidebar) in a Docusaurus site as its own docs set one up: the classic preset, the docs plugin at
// /docs/, no blog, and Docusaurus Faster (Rspack and SWC, what its docs advise for large sites).
// Docusaurus is installed from the npm registry into .bench-docusaurus/ (ignored by git), once;
// nothing of it is part of the project.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generatePage, generatedSidebar, pageId } from './pages.mjs';
import { plainPage, STAND_INS } from './plain-mdx.mjs';

export const DOCUSAURUS_DIR = '.bench-docusaurus';
/** The release compared with: one version, so two runs compare the same thing. */
const VERSION = '3.10.2';

const PACKAGE = {
  name: 'bench-docusaurus',
  private: true,
  dependencies: {
    '@docusaurus/core': VERSION,
    '@docusaurus/preset-classic': VERSION,
    '@docusaurus/faster': VERSION,
    '@mdx-js/react': '^3.1.1',
    clsx: '^2.1.1',
    'prism-react-renderer': '^2.4.1',
    react: '^19.2.0',
    'react-dom': '^19.2.0',
  },
};

const CONFIG = `export default {
  title: 'Staking API',
  url: 'https://docs.staking-api.example',
  baseUrl: '/',
  trailingSlash: true,
  // The generated pages link to the API reference, which this site does not have.
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } },
  future: { v4: true, faster: true },
  presets: [['classic', { docs: { routeBasePath: 'docs', sidebarPath: './sidebars.js' }, blog: false, theme: {} }]],
  themeConfig: {
    navbar: { title: 'Staking API', items: [{ type: 'doc', docId: 'welcome', label: 'Guides' }, { href: 'https://www.staking-api.example/about', label: 'More infos', position: 'right' }] },
    footer: { copyright: 'Copyright © 2025 Staking API. All rights reserved.' },
  },
};
`;

// The site's components as plain elements, as the floor renders them.
const MDX_COMPONENTS = `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';

const standIns = Object.fromEntries(
  Object.entries(${JSON.stringify(STAND_INS)}).map(([name, tag]) => [
    name,
    ({ label, children }) => React.createElement(tag, null, label && React.createElement('p', null, label), children),
  ]),
);

export default { ...MDXComponents, ...standIns };
`;

/** Installs Docusaurus into DOCUSAURUS_DIR unless it is there. */
export function installDocusaurus() {
  const installed = path.join(
    DOCUSAURUS_DIR,
    'node_modules',
    '@docusaurus',
    'core',
    'package.json',
  );
  if (
    fs.existsSync(installed) &&
    JSON.parse(fs.readFileSync(installed, 'utf8')).version === VERSION
  )
    return;
  fs.mkdirSync(DOCUSAURUS_DIR, { recursive: true });
  fs.writeFileSync(path.join(DOCUSAURUS_DIR, 'package.json'), JSON.stringify(PACKAGE, null, 2));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: DOCUSAURUS_DIR,
    stdio: 'inherit',
  });
}

/**
 * Writes the Docusaurus site with n generated pages and the site's own pages named (default: the
 * welcome page) as plain MDX, first in its sidebar; returns its folder.
 */
export async function writeDocusaurusSite(n, ownPages = ['welcome']) {
  installDocusaurus();
  for (const old of ['docs', 'build', '.docusaurus', 'src'])
    fs.rmSync(path.join(DOCUSAURUS_DIR, old), { recursive: true, force: true });
  const files = {
    'docusaurus.config.js': CONFIG,
    'sidebars.js': `export default ${JSON.stringify({ docs: [...ownPages, ...generatedSidebar(n)] })};\n`,
    'src/theme/MDXComponents.js': MDX_COMPONENTS,
  };
  for (const id of ownPages) files[`docs/${id}.mdx`] = await plainPage(id);
  for (let i = 1; i <= n; i++) files[`docs/${pageId(i, n)}.mdx`] = generatePage(i, n);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(DOCUSAURUS_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(DOCUSAURUS_DIR, file), text);
  }
  return DOCUSAURUS_DIR;
}

/** The command that builds it, from DOCUSAURUS_DIR. */
export const DOCUSAURUS_BUILD = [
  process.execPath,
  path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
  'build',
];
