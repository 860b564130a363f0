/**
 * The change policy of the API, as data: every kind of change to the description the
 * breaking-change gate recognises, with its class. The classifier (`compare.ts`) names a rule for
 * each change it finds, and the policy page (`/docs/api-change-policy/`) renders these same rows,
 * so the page and the gate cannot disagree. A change no rule explains is breaking
 * (`UNEXPLAINED`): the gate is an allow-list.
 *
 * Reference rule lists: oasdiff's checker (rule ids with their level, ERR / WARN / INFO) and
 * Optic's breaking-change ruleset (`@useoptic/standard-rulesets`), which the rule table's test
 * runs beside ours.
 */

/** What a change asks of a release: a major version, a minor one, or a patch. */
export type ChangeClass = 'breaking' | 'notable' | 'internal';

/**
 * Where the change is, seen from a caller: a field of a request body, a path, query or header
 * parameter, an answer (its body and headers), the operations and their paths, security, or the
 * document around them (info, servers, tags).
 */
export type ChangeDirection =
  'request' | 'parameter' | 'response' | 'path' | 'security' | 'document';

export interface ChangeRule {
  /** "response.became-nullable": the direction and the change. */
  id: string;
  direction: ChangeDirection;
  /** The keyword or object the change is to: "nullable", "enum", "responses". */
  keyword: string;
  /** The change, as the policy page names it: "became nullable". */
  change: string;
  class: ChangeClass;
  /** The matching rules of the reference tools, for the reader who compares. */
  reference?: string;
}

/**
 * How long a deprecated operation, parameter or field stays after the post that announces its
 * deprecation, at the least; it goes only in a major version.
 */
export const DEPRECATION_MONTHS = 6;

/** The earliest day a deprecation announced on `announced` (YYYY-MM-DD) may end. */
export function deprecationEnds(announced: string): string {
  const [year, month, day] = announced.split('-').map(Number);
  const end = new Date(Date.UTC(year, month - 1 + DEPRECATION_MONTHS, day));
  // 31 August + 6 months is 3 March in Date's arithmetic: the period ends on the last day of February instead.
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  return end.toISOString().slice(0, 10);
}

/** Whether a change deprecates something: the changelog announces these with their date. */
export const isDeprecation = (rule: string) =>
  rule.endsWith('.deprecated') || rule === 'path.operation-deprecated';

/** A class as the policy page names it, with the version it asks for. */
export const CLASS_LABEL: Record<ChangeClass, string> = {
  breaking: 'Breaking (major)',
  notable: 'Announced (minor)',
  internal: 'Internal (patch)',
};

/** A direction as the policy page names it. */
export const DIRECTION_LABEL: Record<ChangeDirection, string> = {
  path: 'Operations',
  parameter: 'Parameters',
  request: 'Request body',
  response: 'Answers',
  security: 'Security',
  document: 'The description',
};

type SchemaDirection = 'request' | 'parameter' | 'response';

/** A change to a schema, classed in each direction a schema is read in. */
export interface SchemaChangeRow {
  slug: string;
  keyword: string;
  change: string;
  /** Request bodies and parameters: what a caller sends. */
  sent: ChangeClass;
  /** Answers: what a caller reads. */
  read: ChangeClass;
  /** Why, in one sentence for the policy page. */
  why: string;
  reference?: string;
}

/**
 * Changes to a schema (a field of a body, a parameter's value, a response header's value). What
 * a caller sends may widen and not narrow; what a caller reads may narrow and not widen, except
 * where the policy asks clients to tolerate more: unknown fields and unknown enum values.
 */
export const SCHEMA_CHANGES: SchemaChangeRow[] = [
  {
    slug: 'property-added-optional',
    keyword: 'properties',
    change: 'optional field added',
    sent: 'notable',
    read: 'notable',
    why: 'Callers need not send it; clients ignore answer fields they do not know.',
    reference: 'oasdiff new-optional-request-property INFO, response-optional-property-added INFO',
  },
  {
    slug: 'property-added-required',
    keyword: 'properties, required',
    change: 'required field added',
    sent: 'breaking',
    read: 'notable',
    why: 'Existing requests lack it; an answer that holds one more field keeps working.',
    reference:
      'oasdiff new-required-request-property ERR, response-required-property-added INFO; ' +
      'Optic "prevent requiring request properties"',
  },
  {
    slug: 'property-removed',
    keyword: 'properties',
    change: 'field removed',
    sent: 'breaking',
    read: 'breaking',
    why: 'Callers still send it or read it; a documented field stays until a major version.',
    reference:
      'oasdiff request-property-removed WARN, response-required-property-removed ERR, ' +
      'response-optional-property-removed WARN; Optic "prevent response property removal"',
  },
  {
    slug: 'became-required',
    keyword: 'required',
    change: 'became required',
    sent: 'breaking',
    read: 'notable',
    why: 'Requests without it are refused; answers promise more.',
    reference:
      'oasdiff request-property-became-required ERR, response-property-became-required INFO',
  },
  {
    slug: 'became-optional',
    keyword: 'required',
    change: 'became optional',
    sent: 'notable',
    read: 'breaking',
    why: 'Callers may leave it out; a client that reads it may find it missing.',
    reference:
      'oasdiff request-property-became-optional INFO, response-property-became-optional ERR; ' +
      'Optic "prevent response property optional"',
  },
  {
    slug: 'type-changed',
    keyword: 'type',
    change: 'type changed, added or removed',
    sent: 'breaking',
    read: 'breaking',
    why: 'Values of the old type are refused, or parsed as the wrong type.',
    reference:
      'oasdiff request-property-type-changed ERR, response-property-type-changed ERR; Optic ' +
      '"prevent request/response property type changes"',
  },
  {
    slug: 'type-widened',
    keyword: 'type',
    change: 'type widened from integer to number',
    sent: 'notable',
    read: 'breaking',
    why: 'Every integer is still accepted; an answer may now hold a fraction.',
    reference:
      'oasdiff request-property-type-generalized INFO, response-property-type-generalized ERR',
  },
  {
    slug: 'format-added',
    keyword: 'format',
    change: 'format added',
    sent: 'breaking',
    read: 'notable',
    why: 'Values outside the format are refused; answers promise more.',
    reference: 'oasdiff request-property-type-changed ERR (format is part of its type)',
  },
  {
    slug: 'format-removed',
    keyword: 'format',
    change: 'format removed',
    sent: 'notable',
    read: 'breaking',
    why: 'Callers may send more; a client parsing the old format may fail.',
    reference: 'oasdiff response-property-type-changed ERR',
  },
  {
    slug: 'format-changed',
    keyword: 'format',
    change: 'format changed (date-time to date)',
    sent: 'breaking',
    read: 'breaking',
    why: "Values of the old format are refused, or fail the client's parser.",
    reference: 'oasdiff request-property-type-changed ERR, response-property-type-changed ERR',
  },
  {
    slug: 'pattern-added',
    keyword: 'pattern',
    change: 'pattern added',
    sent: 'breaking',
    read: 'notable',
    why: 'Values that do not match are refused; answers promise more.',
    reference: 'oasdiff request-property-pattern-added ERR, response-property-pattern-added INFO',
  },
  {
    slug: 'pattern-removed',
    keyword: 'pattern',
    change: 'pattern removed',
    sent: 'notable',
    read: 'breaking',
    why: 'Callers may send more; a client relying on the pattern may fail.',
    reference:
      'oasdiff request-property-pattern-removed INFO, response-property-pattern-removed INFO',
  },
  {
    slug: 'pattern-changed',
    keyword: 'pattern',
    change: 'pattern changed',
    sent: 'breaking',
    read: 'breaking',
    why: "Values of the old pattern may be refused, or fail the client's checks.",
    reference:
      'oasdiff request-property-pattern-changed WARN, response-property-pattern-changed INFO',
  },
  {
    slug: 'enum-value-added',
    keyword: 'enum',
    change: 'enum value added (a new chain)',
    sent: 'notable',
    read: 'notable',
    why:
      'Callers may send it; clients must tolerate enum values they do not know, so a new chain ' +
      'ships in a minor version.',
    reference:
      'oasdiff request-property-enum-value-added INFO, response-property-enum-value-added ' +
      'WARN; Optic "request and response property enums" (breaking in answers)',
  },
  {
    slug: 'enum-value-removed',
    keyword: 'enum',
    change: 'enum value removed',
    sent: 'breaking',
    read: 'notable',
    why: 'Requests with that value are refused; answers only hold fewer values.',
    reference:
      'oasdiff request-property-enum-value-removed ERR, response-property-enum-value-removed ' +
      'INFO; Optic "request and response property enums"',
  },
  {
    slug: 'became-enum',
    keyword: 'enum',
    change: 'enum added to a free value',
    sent: 'breaking',
    read: 'notable',
    why: 'Values outside the list, valid before, are refused; answers promise more.',
    reference:
      'oasdiff request-property-became-enum ERR; Optic "request and response property enums"',
  },
  {
    slug: 'enum-removed',
    keyword: 'enum',
    change: 'enum removed (any value)',
    sent: 'notable',
    read: 'notable',
    why: 'Callers may send more; clients already tolerate values they do not know.',
    reference: 'oasdiff request-parameter-became-not-enum (no level for answers)',
  },
  {
    slug: 'became-nullable',
    keyword: 'nullable',
    change: 'became nullable',
    sent: 'notable',
    read: 'breaking',
    why: 'Callers gain a choice; a client that reads the field now gets null.',
    reference:
      'oasdiff request-property-became-nullable INFO, response-property-became-nullable ERR; ' +
      'Optic "prevent response property type changes" (expanded)',
  },
  {
    slug: 'became-not-nullable',
    keyword: 'nullable',
    change: 'became not nullable',
    sent: 'breaking',
    read: 'notable',
    why: 'Requests sending null are refused; answers promise more.',
    reference:
      'oasdiff request-property-became-not-nullable ERR, response-property-became-not-nullable INFO',
  },
  {
    slug: 'bound-narrowed',
    keyword:
      'minimum, maximum, exclusiveMinimum, exclusiveMaximum, minLength, maxLength, minItems, ' +
      'maxItems, uniqueItems, minProperties, maxProperties',
    change: 'bound narrowed (a minimum raised, a maximum lowered, one set)',
    sent: 'breaking',
    read: 'notable',
    why: 'Values valid before are refused; answers promise more.',
    reference:
      'oasdiff request-property-max-decreased ERR, request-property-min-increased ERR, ' +
      'request-property-max-length-set WARN; no rule for answers',
  },
  {
    slug: 'bound-widened',
    keyword:
      'minimum, maximum, exclusiveMinimum, exclusiveMaximum, minLength, maxLength, minItems, ' +
      'maxItems, uniqueItems, minProperties, maxProperties',
    change: 'bound widened (a minimum lowered, a maximum raised, one removed)',
    sent: 'notable',
    read: 'breaking',
    why: 'Callers may send more; a client that sized its storage by the bound may fail.',
    reference:
      'oasdiff request-property-max-increased INFO, response-property-max-increased ERR, ' +
      'response-property-max-length-unset ERR, response-property-min-decreased ERR',
  },
  {
    slug: 'additional-properties-restricted',
    keyword: 'additionalProperties',
    change: 'unknown fields refused or constrained',
    sent: 'breaking',
    read: 'notable',
    why: 'Requests carrying other fields are refused; answers promise more.',
    reference: 'none in oasdiff or Optic: classed by direction',
  },
  {
    slug: 'additional-properties-relaxed',
    keyword: 'additionalProperties',
    change: 'unknown fields allowed',
    sent: 'notable',
    read: 'notable',
    why: 'Callers may send more; clients must tolerate fields they do not know.',
    reference: 'none in oasdiff or Optic: classed by direction',
  },
  {
    slug: 'variant-added',
    keyword: 'oneOf, anyOf',
    change: 'variant added',
    sent: 'notable',
    read: 'breaking',
    why: 'Callers may send a new shape; a client reading the answer meets a shape it cannot handle.',
    reference:
      'oasdiff request-property-one-of-added INFO, response-property-one-of-added ERR, ' +
      'response-property-any-of-added INFO',
  },
  {
    slug: 'variant-removed',
    keyword: 'oneOf, anyOf',
    change: 'variant removed',
    sent: 'breaking',
    read: 'notable',
    why: 'Requests of that shape are refused; answers hold fewer shapes.',
    reference:
      'oasdiff request-property-one-of-removed ERR, response-property-one-of-removed INFO; ' +
      'Optic "prevent request/response narrowing with union types"',
  },
  {
    slug: 'all-of-added',
    keyword: 'allOf',
    change: 'allOf part added',
    sent: 'breaking',
    read: 'notable',
    why: 'Requests must meet one more schema; answers promise more.',
    reference: 'oasdiff request-property-all-of-added ERR, response-property-all-of-added INFO',
  },
  {
    slug: 'all-of-removed',
    keyword: 'allOf',
    change: 'allOf part removed',
    sent: 'notable',
    read: 'breaking',
    why: 'Callers may send more; answers no longer promise what the part held.',
    reference:
      'oasdiff request-property-all-of-removed WARN, response-property-all-of-removed INFO',
  },
  {
    slug: 'combiner-changed',
    keyword: 'oneOf, anyOf, allOf',
    change: 'schema wrapped in or unwrapped from oneOf, anyOf or allOf',
    sent: 'breaking',
    read: 'breaking',
    why: 'The shape of the value changed as a whole.',
    reference: 'oasdiff request-body-wrapped-in-one-of ERR, response-body-wrapped-in-one-of ERR',
  },
  {
    slug: 'default-added',
    keyword: 'default',
    change: 'default added',
    sent: 'notable',
    read: 'internal',
    why: 'Says what the API did already when the value is left out; a default means nothing in an answer.',
    reference:
      'oasdiff request-property-default-value-added INFO, request-parameter-default-value-added ERR',
  },
  {
    slug: 'default-changed',
    keyword: 'default',
    change: 'default changed',
    sent: 'breaking',
    read: 'internal',
    why: 'Callers that leave the value out get another behaviour.',
    reference:
      'oasdiff request-parameter-default-value-changed ERR, request-property-default-value-changed INFO',
  },
  {
    slug: 'default-removed',
    keyword: 'default',
    change: 'default removed',
    sent: 'breaking',
    read: 'internal',
    why: 'Callers that leave the value out no longer know what they get.',
    reference:
      'oasdiff request-parameter-default-value-removed ERR, request-property-default-value-removed INFO',
  },
  {
    slug: 'became-read-only',
    keyword: 'readOnly',
    change: 'became read-only',
    sent: 'breaking',
    read: 'internal',
    why: 'Callers that send it are ignored or refused; an answer still holds it.',
    reference:
      'oasdiff request-required-property-became-read-only INFO, response-optional-property-became-read-only INFO',
  },
  {
    slug: 'no-longer-read-only',
    keyword: 'readOnly',
    change: 'no longer read-only',
    sent: 'notable',
    read: 'internal',
    why: 'Callers may now send it.',
    reference: 'oasdiff request-optional-property-became-not-read-only INFO',
  },
  {
    slug: 'became-write-only',
    keyword: 'writeOnly',
    change: 'became write-only',
    sent: 'internal',
    read: 'breaking',
    why: 'Answers stop holding it.',
    reference: 'oasdiff response-optional-property-became-write-only INFO',
  },
  {
    slug: 'no-longer-write-only',
    keyword: 'writeOnly',
    change: 'no longer write-only',
    sent: 'internal',
    read: 'notable',
    why: 'Answers hold one more field.',
    reference: 'oasdiff response-required-property-became-not-write-only WARN',
  },
  {
    slug: 'deprecated',
    keyword: 'deprecated',
    change: 'deprecated',
    sent: 'notable',
    read: 'notable',
    why: 'Nothing breaks yet: the changelog announces it with its date, and it stays for the deprecation period.',
    reference:
      'oasdiff request-property-deprecated INFO, response-property-deprecated INFO, request-parameter-deprecated INFO',
  },
  {
    slug: 'no-longer-deprecated',
    keyword: 'deprecated',
    change: 'no longer deprecated',
    sent: 'notable',
    read: 'notable',
    why: 'The field stays after all.',
    reference: 'oasdiff request-property-reactivated INFO',
  },
  {
    slug: 'text',
    keyword: 'description, title, example, examples, externalDocs, x-*',
    change: 'text or example changed',
    sent: 'internal',
    read: 'internal',
    why: 'What a caller sends and gets is the same.',
    reference: 'not checked by oasdiff or Optic',
  },
];

/** A change to the operations, their bodies, answers and security, and to the document around them. */
export interface StructureChangeRow {
  slug: string;
  direction: Exclude<ChangeDirection, 'parameter'> | 'parameter';
  keyword: string;
  change: string;
  class: ChangeClass;
  why: string;
  reference?: string;
}

export const STRUCTURE_CHANGES: StructureChangeRow[] = [
  {
    slug: 'operation-added',
    direction: 'path',
    keyword: 'paths',
    change: 'operation added',
    class: 'notable',
    why: 'New calls break no existing one.',
    reference: 'oasdiff endpoint-added INFO',
  },
  {
    slug: 'operation-removed',
    direction: 'path',
    keyword: 'paths',
    change: 'operation (or its path) removed or renamed',
    class: 'breaking',
    why: 'Callers of it get 404.',
    reference:
      'oasdiff api-removed-without-deprecation ERR, api-path-removed-without-deprecation ' +
      'ERR; Optic "prevent operation removal"',
  },
  {
    slug: 'operation-deprecated',
    direction: 'path',
    keyword: 'deprecated',
    change: 'operation deprecated',
    class: 'notable',
    why: 'Announced in the changelog with its date; the operation stays for the deprecation period.',
    reference: 'oasdiff endpoint-deprecated INFO',
  },
  {
    slug: 'operation-no-longer-deprecated',
    direction: 'path',
    keyword: 'deprecated',
    change: 'operation no longer deprecated',
    class: 'notable',
    why: 'The operation stays after all.',
    reference: 'oasdiff endpoint-reactivated INFO',
  },
  {
    slug: 'operation-id-changed',
    direction: 'path',
    keyword: 'operationId',
    change: 'operationId changed',
    class: 'breaking',
    why: "Generated clients name their methods after it, and the reference's links use it.",
    reference: 'oasdiff api-operation-id-removed INFO (classed higher here)',
  },
  {
    slug: 'operation-text',
    direction: 'path',
    keyword: 'summary, description, tags, externalDocs, x-*',
    change: 'text or grouping changed',
    class: 'internal',
    why: 'Calls behave the same.',
    reference: 'oasdiff api-tag-added INFO, api-summary-changed INFO',
  },
  {
    slug: 'parameter-added-optional',
    direction: 'parameter',
    keyword: 'parameters',
    change: 'optional parameter added',
    class: 'notable',
    why: 'Callers need not send it.',
    reference: 'oasdiff new-optional-request-parameter INFO',
  },
  {
    slug: 'parameter-added-required',
    direction: 'parameter',
    keyword: 'parameters',
    change: 'required parameter added',
    class: 'breaking',
    why: 'Existing requests lack it.',
    reference:
      'oasdiff new-required-request-parameter ERR; Optic "prevent new required parameters"',
  },
  {
    slug: 'parameter-removed',
    direction: 'parameter',
    keyword: 'parameters',
    change: 'parameter removed',
    class: 'breaking',
    why: 'Callers still send it, and it no longer does what they meant.',
    reference: 'oasdiff request-parameter-removed WARN',
  },
  {
    slug: 'parameter-became-required',
    direction: 'parameter',
    keyword: 'required',
    change: 'parameter became required',
    class: 'breaking',
    why: 'Requests without it are refused.',
    reference:
      'oasdiff request-parameter-became-required ERR; Optic "prevent requiring existing parameters"',
  },
  {
    slug: 'parameter-became-optional',
    direction: 'parameter',
    keyword: 'required',
    change: 'parameter became optional',
    class: 'notable',
    why: 'Callers may leave it out.',
    reference: 'oasdiff request-parameter-became-optional INFO',
  },
  {
    slug: 'parameter-serialization-changed',
    direction: 'parameter',
    keyword: 'style, explode, allowReserved, allowEmptyValue',
    change: 'serialization changed',
    class: 'breaking',
    why: 'Values written the old way are read otherwise.',
    reference: 'oasdiff request-parameter-serialization-changed',
  },
  {
    slug: 'request-body-added-optional',
    direction: 'request',
    keyword: 'requestBody',
    change: 'optional body added',
    class: 'notable',
    why: 'Callers need not send it.',
    reference: 'oasdiff request-body-added-optional INFO',
  },
  {
    slug: 'request-body-added-required',
    direction: 'request',
    keyword: 'requestBody',
    change: 'required body added',
    class: 'breaking',
    why: 'Existing requests lack it.',
    reference: 'oasdiff request-body-added-required ERR',
  },
  {
    slug: 'request-body-removed',
    direction: 'request',
    keyword: 'requestBody',
    change: 'body removed',
    class: 'breaking',
    why: 'Callers still send it.',
    reference: 'oasdiff request-body-removed ERR',
  },
  {
    slug: 'request-body-became-required',
    direction: 'request',
    keyword: 'requestBody.required',
    change: 'body became required',
    class: 'breaking',
    why: 'Requests without it are refused.',
    reference: 'oasdiff request-body-became-required ERR',
  },
  {
    slug: 'request-body-became-optional',
    direction: 'request',
    keyword: 'requestBody.required',
    change: 'body became optional',
    class: 'notable',
    why: 'Callers may leave it out.',
    reference: 'oasdiff request-body-became-optional INFO',
  },
  {
    slug: 'request-media-type-added',
    direction: 'request',
    keyword: 'content',
    change: 'media type added',
    class: 'notable',
    why: 'Callers may send another format.',
    reference: 'oasdiff request-body-media-type-added INFO',
  },
  {
    slug: 'request-media-type-removed',
    direction: 'request',
    keyword: 'content',
    change: 'media type removed',
    class: 'breaking',
    why: 'Requests in that format are refused.',
    reference: 'oasdiff request-body-media-type-removed ERR',
  },
  {
    slug: 'request-body-text',
    direction: 'request',
    keyword: 'description, example, examples',
    change: 'text or example changed',
    class: 'internal',
    why: 'Requests behave the same.',
  },
  {
    slug: 'status-added',
    direction: 'response',
    keyword: 'responses',
    change: 'status code added',
    class: 'notable',
    why: 'Clients handle a status they do not know by its class (2xx, 4xx, 5xx).',
    reference: 'oasdiff response-success-status-added INFO, response-non-success-status-added INFO',
  },
  {
    slug: 'success-status-removed',
    direction: 'response',
    keyword: 'responses',
    change: 'success status code (2xx) removed',
    class: 'breaking',
    why: 'Clients waiting for it get another answer.',
    reference:
      'oasdiff response-success-status-removed ERR; Optic "prevent response status code removal"',
  },
  {
    slug: 'error-status-removed',
    direction: 'response',
    keyword: 'responses',
    change: 'error status code removed',
    class: 'notable',
    why: 'That error no longer comes; handling it does no harm.',
    reference:
      'oasdiff response-non-success-status-removed INFO; Optic "prevent response status code removal" (breaking)',
  },
  {
    slug: 'response-media-type-added',
    direction: 'response',
    keyword: 'content',
    change: 'media type added',
    class: 'notable',
    why: 'Clients ask for the type they read (Accept).',
    reference: 'oasdiff response-media-type-added INFO',
  },
  {
    slug: 'response-media-type-removed',
    direction: 'response',
    keyword: 'content',
    change: 'media type removed',
    class: 'breaking',
    why: 'Clients that read that format get another.',
    reference: 'oasdiff response-media-type-removed ERR',
  },
  {
    slug: 'response-header-added',
    direction: 'response',
    keyword: 'headers',
    change: 'header added',
    class: 'notable',
    why: 'Clients ignore headers they do not know.',
    reference: 'oasdiff response-header-added INFO',
  },
  {
    slug: 'response-header-removed',
    direction: 'response',
    keyword: 'headers',
    change: 'header removed',
    class: 'breaking',
    why: 'Clients that read it find it missing.',
    reference:
      'oasdiff required-response-header-removed ERR, optional-response-header-removed WARN',
  },
  {
    slug: 'response-header-became-required',
    direction: 'response',
    keyword: 'headers.required',
    change: 'header became required',
    class: 'notable',
    why: 'Answers promise more.',
    reference: 'none in oasdiff (its opposite is response-header-became-optional ERR)',
  },
  {
    slug: 'response-header-became-optional',
    direction: 'response',
    keyword: 'headers.required',
    change: 'header became optional',
    class: 'breaking',
    why: 'Clients that read it may find it missing.',
    reference: 'oasdiff response-header-became-optional ERR',
  },
  {
    slug: 'response-text',
    direction: 'response',
    keyword: 'description, example, examples',
    change: 'text or example changed',
    class: 'internal',
    why: 'Answers are the same.',
  },
  {
    slug: 'security-became-required',
    direction: 'security',
    keyword: 'security',
    change: 'an open operation now needs a key',
    class: 'breaking',
    why: 'Calls without a key are refused.',
    reference: 'oasdiff api-security-added INFO (an added alternative; classed by effect here)',
  },
  {
    slug: 'security-alternative-added',
    direction: 'security',
    keyword: 'security',
    change: 'another way to authenticate added',
    class: 'notable',
    why: 'The ways callers use keep working.',
    reference: 'oasdiff api-security-added INFO, api-global-security-added INFO',
  },
  {
    slug: 'security-alternative-removed',
    direction: 'security',
    keyword: 'security',
    change: 'a way to authenticate removed',
    class: 'breaking',
    why: 'Callers using it are refused.',
    reference:
      'oasdiff api-security-removed INFO, api-global-security-removed INFO (classed by effect here)',
  },
  {
    slug: 'security-became-optional',
    direction: 'security',
    keyword: 'security',
    change: 'an operation no longer needs a key',
    class: 'notable',
    why: 'Calls with a key keep working.',
    reference: 'oasdiff api-security-removed INFO',
  },
  {
    slug: 'security-scope-added',
    direction: 'security',
    keyword: 'security scopes',
    change: 'scope added to a requirement',
    class: 'breaking',
    why: 'Keys without the scope are refused.',
    reference: 'oasdiff api-security-scope-added INFO (classed by effect here)',
  },
  {
    slug: 'security-scope-removed',
    direction: 'security',
    keyword: 'security scopes',
    change: 'scope removed from a requirement',
    class: 'notable',
    why: 'Keys with it keep working.',
    reference: 'oasdiff api-security-scope-removed INFO',
  },
  {
    slug: 'security-scheme-changed',
    direction: 'security',
    keyword: 'securitySchemes',
    change: 'scheme changed (its type, header name, location or flows)',
    class: 'breaking',
    why: 'Keys sent the old way are not found.',
    reference: 'oasdiff api-security-component-type-changed INFO (classed by effect here)',
  },
  {
    slug: 'security-scheme-text',
    direction: 'security',
    keyword: 'securitySchemes description',
    change: 'scheme description changed',
    class: 'internal',
    why: 'Keys are sent the same way.',
  },
  {
    slug: 'server-added',
    direction: 'document',
    keyword: 'servers',
    change: 'server added',
    class: 'notable',
    why: 'Callers of the others are not affected.',
  },
  {
    slug: 'server-removed',
    direction: 'document',
    keyword: 'servers',
    change: 'server removed or its URL changed',
    class: 'breaking',
    why: 'Callers of that URL are not answered.',
  },
  {
    slug: 'document-text',
    direction: 'document',
    keyword: 'info, tags, externalDocs, x-*',
    change: 'text, contact or grouping changed',
    class: 'internal',
    why: 'Calls behave the same.',
  },
];

/** Any change that no rule above explains: refused until a rule explains it. */
export const UNEXPLAINED: StructureChangeRow = {
  slug: 'unexplained',
  direction: 'document',
  keyword: 'anything else (not, discriminator, multipleOf, xml, links, callbacks...)',
  change: 'a change no rule explains',
  class: 'breaking',
  why: 'The gate refuses what it cannot explain, until a rule with a test says otherwise.',
};

const SCHEMA_DIRECTIONS: SchemaDirection[] = ['request', 'parameter', 'response'];

/** Every rule of the policy, one per direction and change. */
export const RULES: ChangeRule[] = [
  ...SCHEMA_CHANGES.flatMap((row) =>
    SCHEMA_DIRECTIONS.map((direction): ChangeRule => ({
      id: `${direction}.${row.slug}`,
      direction,
      keyword: row.keyword,
      change: row.change,
      class: direction === 'response' ? row.read : row.sent,
      reference: row.reference,
    })),
  ),
  ...[...STRUCTURE_CHANGES, UNEXPLAINED].map((row): ChangeRule => ({
    id: `${row.direction}.${row.slug}`,
    direction: row.direction,
    keyword: row.keyword,
    change: row.change,
    class: row.class,
    reference: row.reference,
  })),
];

const BY_ID = new Map(RULES.map((rule) => [rule.id, rule]));

/** The rule with this id; an unknown id is a mistake in the classifier, not in the description. */
export function ruleById(id: string): ChangeRule {
  const rule = BY_ID.get(id);
  if (!rule) throw new Error(`No change rule "${id}" in lib/openapi/changes/rules.ts.`);
  return rule;
}

/** The schema rule of a change in this direction: "response" and "became-nullable". */
export function schemaRule(direction: SchemaDirection, slug: string): ChangeRule {
  return ruleById(`${direction}.${slug}`);
}

export type { SchemaDirection };
