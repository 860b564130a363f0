/** Where the bundled description is served (app/openapi.yaml and app/openapi.json). */
export const OPENAPI_YAML_HREF = '/openapi.yaml';
export const OPENAPI_JSON_HREF = '/openapi.json';

export const OPENAPI_DOWNLOADS = [
  { href: OPENAPI_YAML_HREF, label: 'openapi.yaml' },
  { href: OPENAPI_JSON_HREF, label: 'openapi.json' },
] as const;
