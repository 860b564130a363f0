import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{jsx,tsx}'],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // The code base names what it leaves unused with a leading underscore (a rest's omitted
    // fields, a callback's unused parameters).
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // Component tests hand plain <a> elements to the components as their children: fixtures in
    // jsdom, not the site's navigation.
    files: ['**/*.test.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // The static export has no image optimizer (next.config.mjs: images.unoptimized), so
    // next/image would only add script: the logos are plain <img>.
    files: ['components/ThemedImage/index.tsx'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // A click on a modal <dialog>'s backdrop lands on the <dialog> itself and closes it; the
    // keyboard's way out is Escape, which the browser handles for a modal.
    files: ['components/MobileSidebar/index.tsx', 'components/Search/SearchDialog.tsx'],
    rules: {
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
    },
  },
  {
    // loadPage's import() names every MDX page, so the bundler compiles all of them into each
    // route that imports it: only the routes that render a page may.
    ignores: ['app/**/page.tsx', 'app/**/page.locale.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)load-page$',
              message: 'Only a route that renders an MDX page imports loadPage.',
            },
          ],
        },
      ],
    },
  },
  prettier,
  globalIgnores([
    '.next/**',
    'out/**',
    'out-staking-docs/**',
    'generated/**',
    '.fixture-build/**',
    '.bench-*/**',
    'public/vendor/**',
    'public/pagefind/**',
    'next-env.d.ts',
    // The bundle of lib/chains/check that `npm run generate:checker`
    // (scripts/examples/checker-bundle.mjs) writes, and its types.
    'content/examples/check-transaction.mjs',
    'content/examples/check-transaction.d.mts',
    // Their copies in the package, made when it is packed (scripts/examples/checker-package.mjs).
    'packages/check-transaction/check-transaction.mjs',
    'packages/check-transaction/check-transaction.d.mts',
  ]),
]);
