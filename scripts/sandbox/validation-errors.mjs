// A developer's message for a request that breaks the description's schemas: one message, naming
// the field and the rule, for the first of openapi-backend's (ajv's) errors, in the order a
// request is read (path, query, headers, body).
/** @import { ErrorObject } from 'ajv' */

/** The description's pattern of a positive decimal amount, which gets a message of its own. */
const AMOUNT_PATTERN = '^([1-9][0-9]*(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*)$';
/** How the description's pattern of a reporting date (the `ReportingDate` schema) begins. */
const DATE_PATTERN_START = '^(\\d{4}-((0[13578]|1[02])-';
const CONTEXT_ORDER = ['path', 'query', 'headers', 'requestBody'];
/** @type {Record<string, string>} */
const FORMAT_NAMES = {
  uuid: 'a UUID',
  'date-time': 'an ISO 8601 date-time',
  date: 'a date (YYYY-MM-DD)',
  byte: 'base64',
  uri: 'a URI',
};

/**
 * Where an error is: the part of the request, and the field, dotted.
 * @param {ErrorObject} error
 */
function fieldOf(error) {
  const [, context, ...rest] = error.instancePath.split('/');
  const extra = error.params?.missingProperty ?? error.params?.additionalProperty;
  return { context, field: [...rest, ...(extra ? [extra] : [])].join('.') };
}

/**
 * A developer's message for one ajv error of openapi-backend, naming the field and the rule.
 * @param {ErrorObject} error
 * @returns {{ message: string, field: string | undefined }}
 */
export function describeValidationError(error) {
  const { context, field } = fieldOf(error);
  const params = error.params ?? {};
  if (error.keyword === 'parse')
    return { message: 'The request body is not valid JSON', field: undefined };
  if (error.keyword === 'additionalProperties' && error.params?.additionalProperty === '') {
    const parent = fieldOf(error).field;
    return {
      message: `A field with an empty name is not a field of this request${parent ? ` (in ${parent})` : ''}`,
      field: undefined,
    };
  }
  if (context === 'requestBody' && !field) {
    return {
      message:
        error.keyword === 'required'
          ? 'A JSON body is required'
          : 'The request body must be a JSON object',
      field: undefined,
    };
  }
  const name = field || context;
  switch (error.keyword) {
    case 'required':
      return { message: `${name} is required`, field: name };
    case 'additionalProperties':
      return { message: `${name} is not a field of this request`, field: name };
    case 'type':
      return {
        message:
          `${name} must be ` +
          `${params.type === 'integer' || params.type === 'object' || params.type === 'array' ? 'an' : 'a'} ${params.type}`,
        field: name,
      };
    case 'enum':
      return { message: `${name} must be one of ${params.allowedValues.join(', ')}`, field: name };
    case 'pattern':
      if (params.pattern === AMOUNT_PATTERN)
        return {
          message: `${name} must be a positive decimal string, such as "12.5"`,
          field: name,
        };
      if (params.pattern.startsWith(DATE_PATTERN_START))
        return {
          message: `${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`,
          field: name,
        };
      return {
        message: `${name} does not have the expected format (pattern ${params.pattern})`,
        field: name,
      };
    case 'format':
      return {
        message: `${name} must be ${FORMAT_NAMES[params.format] ?? `in the ${params.format} format`}`,
        field: name,
      };
    case 'minLength':
      return {
        message:
          params.limit === 1
            ? `${name} must not be empty`
            : `${name} must be at least ${params.limit} characters long`,
        field: name,
      };
    case 'maxLength':
      return { message: `${name} must be at most ${params.limit} characters long`, field: name };
    case 'minimum':
    case 'maximum':
      return {
        message: `${name} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${params.limit}`,
        field: name,
      };
    default:
      return { message: `${name} ${error.message}`, field: name };
  }
}

/**
 * The message of the error a reader meets first: a body that is not JSON, then the path, the
 * query, the headers, the body.
 * @param {ErrorObject[]} errors
 */
export function firstValidationError(errors) {
  const rank = (/** @type {ErrorObject} */ error) =>
    error.keyword === 'parse' ? -1 : CONTEXT_ORDER.indexOf(fieldOf(error).context);
  return describeValidationError([...errors].sort((a, b) => rank(a) - rank(b))[0]);
}
