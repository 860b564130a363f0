/** The Postman files the site offers for download (app/downloads/postman/[file]), by file name. */
export const POSTMAN_DIR = '/downloads/postman';

export const POSTMAN_FILES = {
  collection: 'staking-api.postman_collection.json',
  sandbox: 'staking-api-sandbox.postman_environment.json',
  production: 'staking-api-production.postman_environment.json',
} as const;

export type PostmanFile = keyof typeof POSTMAN_FILES;

/** The site path of a Postman file ("/downloads/postman/staking-api.postman_collection.json"). */
export function postmanFileHref(file: PostmanFile): string {
  return `${POSTMAN_DIR}/${POSTMAN_FILES[file]}`;
}
