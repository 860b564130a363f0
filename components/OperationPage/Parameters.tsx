import { FieldList } from '@/components/SchemaView';
import type { FieldNode } from '@/lib/openapi/schema-tree';
import type { ParameterModel } from '@/lib/openapi/operation';

/** Each parameter as a field: its schema under its name, with its own required flag, description and example. */
export function parameterField(parameter: ParameterModel): FieldNode {
  return {
    ...parameter.schema,
    name: parameter.name,
    required: parameter.required,
    deprecated: parameter.deprecated || parameter.schema.deprecated,
    description: parameter.description ?? parameter.schema.description,
    example: parameter.examples[0] ? { value: parameter.examples[0].value } : parameter.schema.example,
  };
}

/** Path, query and header parameters, each marked with where it goes. */
export default function Parameters({ parameters }: { parameters: ParameterModel[] }) {
  const where = new Map(parameters.map((parameter) => [parameter.schema.id, parameter.in]));
  return <FieldList fields={parameters.map(parameterField)} labelOf={(field) => `${where.get(field.id)}`} />;
}
