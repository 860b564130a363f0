/**
 * The Markdown copy of an operation page (/api/operations/<id>.md), for coding assistants and
 * llms-full.txt: the same sections as the page, from the same model (./operation.ts), with
 * every field at every depth as a nested list.
 */
import type { CodeSample } from './code-samples';
import type { GuideLink } from './guides';
import { statusTitle, type ExampleModel, type MediaModel, type OperationModel, type ParameterModel } from './operation';
import type { FieldNode } from './schema-tree';

export interface MarkdownLinks {
  /** The absolute URL of a guide (its own Markdown copy). */
  guide(guide: GuideLink): string;
  /** The absolute URL of a shared schema on the schemas page. */
  schema(name: string): string;
}

const INLINE_EXAMPLE_MAX = 80;
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
const literal = (value: unknown) => code(typeof value === 'string' ? value : JSON.stringify(value));
/** A description as one list item's text: its paragraphs joined (Markdown lists hold them poorly). */
const inline = (text?: string) => (text ? text.trim().replace(/\s*\n\s*/g, ' ') : '');

function typeOf(node: FieldNode, links: MarkdownLinks): string {
  if (node.type === 'array' && node.items) return `array of ${typeOf(node.items, links)}`;
  const base = `${node.type || 'any'}${node.format ? ` (${node.format})` : ''}`;
  return node.schemaName ? `${base}, [${node.schemaName}](${links.schema(node.schemaName)})` : base;
}

function facts(node: FieldNode): string[] {
  const out: string[] = [];
  if (node.enum) out.push(`One of: ${node.enum.map(literal).join(', ')}.`);
  if (node.default) out.push(`Default: ${literal(node.default.value)}.`);
  if (node.pattern) out.push(`Pattern: ${code(node.pattern)}.`);
  if (node.constraints.length) out.push(`${node.constraints.join('; ')}.`);
  const example = node.example && (typeof node.example.value === 'string' ? node.example.value : JSON.stringify(node.example.value));
  if (example !== undefined && example.length <= INLINE_EXAMPLE_MAX) out.push(`Example: ${code(example)}.`);
  return out;
}

function fieldLines(node: FieldNode, links: MarkdownLinks, depth: number, label?: string): string[] {
  const indent = '  '.repeat(depth);
  const flags = [label, typeOf(node, links), node.required && 'required', node.nullable && 'nullable', node.deprecated && 'deprecated'].filter(Boolean).join(', ');
  const name = node.name !== undefined ? code(node.name) : `**${node.title ?? 'item'}**`;
  const text = [inline(node.description), ...facts(node), node.recursive ? 'The same schema as above, nested.' : ''].filter(Boolean).join(' ');
  return [`${indent}- ${name} (${flags})${text ? `: ${text}` : ''}`, ...(node.recursive ? [] : nestedLines(node, links, depth + 1))];
}

function nestedLines(node: FieldNode, links: MarkdownLinks, depth: number): string[] {
  if (node.type === 'array' && node.items) return nestedLines(node.items, links, depth);
  const indent = '  '.repeat(depth);
  return [
    ...node.children.flatMap((child) => fieldLines(child, links, depth)),
    ...(node.additional === 'any' ? [`${indent}- Other properties of any name and type may appear.`] : []),
    ...(node.additional && node.additional !== 'any' ? fieldLines({ ...node.additional, name: '*' }, links, depth, 'any other property') : []),
    ...(node.variants
      ? [
          `${indent}- ${node.variants.kind === 'oneOf' ? 'Exactly one of these' : 'One or more of these'}${node.variants.discriminator ? `, told apart by ${code(node.variants.discriminator)}` : ''}:`,
          ...node.variants.options.flatMap((option) => fieldLines(option, links, depth + 1)),
        ]
      : []),
  ];
}

function exampleBlocks(examples: ExampleModel[], of: string): string[] {
  return examples.flatMap((example) => {
    const heading = example.summary || examples.length > 1 ? `${of}: ${example.summary ?? example.name}` : of;
    const text = typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2);
    return [`${heading}:`, '', `\`\`\`${typeof example.value === 'string' ? '' : 'json'}`, text, '```', ''];
  });
}

function mediaBlocks(content: MediaModel[], links: MarkdownLinks, of: string): string[] {
  return content.flatMap((media) => [
    ...(content.length > 1 ? [`${code(media.mediaType)}:`, ''] : []),
    ...(media.schema ? [`Type: ${typeOf(media.schema, links)}.`, '', ...nestedLines(media.schema, links, 0), ''] : []),
    ...exampleBlocks(media.examples, of),
  ]);
}

function parameterLines(parameter: ParameterModel, links: MarkdownLinks): string[] {
  const example = parameter.examples[0];
  return fieldLines(
    {
      ...parameter.schema,
      name: parameter.name,
      required: parameter.required,
      description: parameter.description ?? parameter.schema.description,
      example: example ? { value: example.value } : parameter.schema.example,
    },
    links,
    0,
    parameter.in,
  );
}

export function operationMarkdown(model: OperationModel, { samples, guides, links }: { samples: CodeSample[]; guides: GuideLink[]; links: MarkdownLinks }): string {
  const lines: string[] = [
    `# ${model.summary}`,
    '',
    `${code(`${model.method.toUpperCase()} ${model.path}`)} · API key: ${model.secured ? 'required (the `api-key` header)' : 'not needed'} · Operation id: ${code(model.operationId)} · Tag: ${model.tag}`,
    '',
  ];
  if (model.description) lines.push(model.description.trim(), '');
  if (guides.length) lines.push('## Guides and examples', '', ...guides.map((guide) => `- [${guide.title}](${links.guide(guide)})`), '');
  if (model.parameters.length) lines.push('## Parameters', '', ...model.parameters.flatMap((parameter) => parameterLines(parameter, links)), '');
  if (model.requestBody) {
    const body = model.requestBody;
    lines.push('## Request body', '', `${body.required ? 'Required' : 'Optional'}.${body.description ? ` ${inline(body.description)}` : ''}`, '', ...mediaBlocks(body.content, links, 'Request example'));
  }
  lines.push('## Responses', '');
  for (const response of model.responses) {
    lines.push(`### ${statusTitle(response.status)}`, '', response.description.trim(), '');
    if (response.headers.length) lines.push('Headers:', '', ...response.headers.flatMap((header) => parameterLines(header, links)), '');
    lines.push(...mediaBlocks(response.content, links, 'Response example'));
  }
  if (samples.length) {
    lines.push('## Code samples', '');
    for (const sample of samples) lines.push(`**${sample.label}**`, '', `\`\`\`${sample.highlight}`, sample.source, '```', '');
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
