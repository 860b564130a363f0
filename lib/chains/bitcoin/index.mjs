// Bitcoin (BTC) as the registry (../registry.mjs) lists it: the API reports on it and answers its
// yield, and forges no transaction for it.
/** @import { ReportingFamilyDefinition } from '../base/definition' */

/** @type {ReportingFamilyDefinition} */
export const definition = { name: 'Bitcoin', facts: () => import('./identifiers.mjs') };
