/**
 * The description as the site publishes it (/openapi.json, /openapi.yaml): the bundle of
 * openapi/ with each operation's code samples as `x-codeSamples`, so Stoplight Elements shows
 * the samples the operation pages show. The YAML sources stay without them.
 */
import { stringify } from 'yaml';
import { operationEntries, type JsonObject } from '../document/walk';
import { allCodeSamples } from './code-samples';

/** The bundled description with `x-codeSamples` on every operation (a copy: the bundle stays as it is). */
export async function publishedApiDocument(document: JsonObject): Promise<JsonObject> {
  const samples = await allCodeSamples(document);
  const published = structuredClone(document);
  for (const { operation, operationId } of operationEntries(published)) {
    // The extension's own fields only (Redocly's schema of it); Elements' library keys are
    // added to its copy in the browser (withElementsLibraries).
    operation['x-codeSamples'] = (samples.get(operationId) ?? []).map(
      ({ lang, label, source }) => ({ lang, label, source }),
    );
  }
  return published;
}

export async function publishedApiDocumentAsJson(document: JsonObject): Promise<string> {
  return `${JSON.stringify(await publishedApiDocument(document), null, 2)}\n`;
}

export async function publishedApiDocumentAsYaml(document: JsonObject): Promise<string> {
  return stringify(await publishedApiDocument(document), {
    lineWidth: 0,
    aliasDuplicateObjects: false,
  });
}
