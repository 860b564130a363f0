/**
 * The two Postman environments of the collection (./collection.ts): the local sandbox with its
 * public key, and production with an empty secret for the reader's own key.
 */
import type { JsonObject } from '../openapi/document/walk';
import { SANDBOX_SERVER_URL } from '../constants';
import { API_KEY_VARIABLE, BASE_URL_VARIABLE, stableId } from './collection';

export type EnvironmentName = 'sandbox' | 'production';

export interface PostmanEnvironment {
  id: string;
  name: string;
  values: { key: string; value: string; type: 'default' | 'secret'; enabled: boolean }[];
  _postman_variable_scope: 'environment';
}

/**
 * `sandboxKey`: the master key the sandbox starts with (public: the sandbox runs on the
 * reader's own machine). The production server is the description's first.
 */
export function postmanEnvironment(
  name: EnvironmentName,
  { sandboxKey, document }: { sandboxKey: string; document: JsonObject },
): PostmanEnvironment {
  const title = (document.info as { title: string }).title;
  const [production] = document.servers as { url: string }[];
  const values =
    name === 'sandbox'
      ? { baseUrl: SANDBOX_SERVER_URL, apiKey: sandboxKey, type: 'default' as const }
      : { baseUrl: production!.url.replace(/\/+$/, ''), apiKey: '', type: 'secret' as const };
  return {
    id: stableId(`${title} ${name} environment`),
    name: `${title} ${name}`,
    values: [
      { key: BASE_URL_VARIABLE, value: values.baseUrl, type: 'default', enabled: true },
      { key: API_KEY_VARIABLE, value: values.apiKey, type: values.type, enabled: true },
    ],
    _postman_variable_scope: 'environment',
  };
}
