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
  prettier,
  globalIgnores([
    '.next/**', 'out/**', 'out-staking-docs/**', 'generated/**', '.fixture-build/**', '.bench-*/**',
    'public/vendor/**', 'public/pagefind/**', 'next-env.d.ts',
    'content/examples/check-transaction.mjs', 'content/examples/check-transaction.d.mts',
  ]),
]);
