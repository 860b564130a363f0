import { FieldList } from '@/components/SchemaView';
import { parameterField } from '@/lib/openapi/pages/field-model';
import type { ParameterModel } from '@/lib/openapi/pages/operation';

/** Path, query and header parameters, each marked with where it goes. */
export default function Parameters({ parameters }: { parameters: ParameterModel[] }) {
  return (
    <FieldList fields={parameters.map((parameter) => parameterField(parameter, parameter.in))} />
  );
}
