/**
 * Activate your account and manage API keys.
 *
 *   INVITATION_CODE=...  npx tsx account-keys.ts activate "Northwind Custody"
 *   STAKING_API_KEY=...  npx tsx account-keys.ts create reporting-service
 *   STAKING_API_KEY=...  npx tsx account-keys.ts delete reporting-service
 *
 * Keys are printed once, to be moved straight into your secret manager: the API
 * does not keep them and cannot show them again.
 */
import type { components, paths } from './api-types';

const API_URL = process.env.STAKING_API_URL ?? 'https://api.staking-api.example';

type ApiError = components['schemas']['Error'];

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set the ${name} environment variable.`);
  return value;
}

async function failure(response: Response): Promise<Error> {
  const error = (await response.json().catch(() => null)) as ApiError | null;
  return new Error(`${response.status}: ${error?.message ?? response.statusText}`);
}

// #region status
/** GET /status needs no key and answers 204 with no body while the API is up. */
async function apiIsUp(): Promise<boolean> {
  const response = await fetch(`${API_URL}/status`);
  return response.status === 204;
}
// #endregion status

// #region activate
type Activate = paths['/v1/account/activate']['post'];
type ActivateRequest = Activate['requestBody']['content']['application/json'];
type ActivatedAccount = Activate['responses'][200]['content']['application/json'];

/** Activates the account with the invitation code; needs no API key. Returns the master key. */
async function activate(name: string, invitationCode: string): Promise<ActivatedAccount> {
  const body: ActivateRequest = { name, invitationCode };
  const response = await fetch(`${API_URL}/v1/account/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as ActivatedAccount;
}
// #endregion activate

// #region create
type CreateKey = paths['/v1/account/create/api-key']['post'];
type CreateKeyRequest = CreateKey['requestBody']['content']['application/json'];
type CreatedApiKey = CreateKey['responses'][200]['content']['application/json'];

/** Creates a secondary key, named after the service or environment that will use it. */
async function createKey(apiKey: string, name: string): Promise<CreatedApiKey> {
  const body: CreateKeyRequest = { name };
  const response = await fetch(`${API_URL}/v1/account/create/api-key`, {
    method: 'POST',
    headers: { 'api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as CreatedApiKey;
}
// #endregion create

// #region delete
type DeleteKeyQuery = paths['/v1/account/delete/api-key']['delete']['parameters']['query'];

/** Deletes a secondary key by name. Calls made with it are refused from then on. */
async function deleteKey(apiKey: string, name: string): Promise<void> {
  const query: DeleteKeyQuery = { name };
  const url = `${API_URL}/v1/account/delete/api-key?${new URLSearchParams(query)}`;
  const response = await fetch(url, {
    method: 'DELETE',
    headers: { 'api-key': apiKey },
  });
  if (response.status !== 204) throw await failure(response);
}
// #endregion delete

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  if (!name) throw new Error('Usage: account-keys.ts activate|create|delete <name>');
  if (!(await apiIsUp())) throw new Error('GET /status did not answer 204: try again later.');

  if (command === 'activate') {
    const { apiKey, account } = await activate(name, requireEnv('INVITATION_CODE'));
    console.log(`Account ${account.name} (${account.uuid}) is active.`);
    console.log(`Master key, shown this once: ${apiKey}`);
  } else if (command === 'create') {
    const { apiKey, details } = await createKey(requireEnv('STAKING_API_KEY'), name);
    console.log(`Key ${details.name} created at ${details.createdAt}.`);
    console.log(`Key, shown this once: ${apiKey}`);
  } else if (command === 'delete') {
    await deleteKey(requireEnv('STAKING_API_KEY'), name);
    console.log(`Key ${name} deleted.`);
  } else {
    throw new Error(`Unknown command ${command ?? ''}: use activate, create or delete.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
