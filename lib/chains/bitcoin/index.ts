// Bitcoin (BTC) as the registry (../registry.ts) lists it: the API reports on it and answers its
// yield, and forges no transaction for it.
import type { ReportingFamilyDefinition } from '../base/definition';

export const definition: ReportingFamilyDefinition = {
  name: 'Bitcoin',
  facts: () => import('./identifiers'),
};
