/**
 * The Markdown copy of an operation page (/api/operations/<id>.md), for coding assistants and
 * llms-full.txt: the same sections as the page, from the same model (./operation.ts), with
 * every field at every depth as a nested list, each read by the field model the page's HTML
 * renders too (./field-model.ts).
 */
import type { CodeSample } from './code-samples';
import {
  fieldFacts,
  fieldFlags,
  fieldHeading,
  nestedFields,
  OTHER_PROPERTIES_NOTE,
  parameterField,
  recursionNote,
  typeLabel,
  type Phrase,
} from './field-model';
import type { GuideLink } from './guides';
import { statusTitle, type ExampleModel, type MediaModel, type OperationModel } from './operation';
import type { FieldNode } from './schema-tree';

export interface MarkdownLinks {
  /** The absolute URL of a guide (its own Markdown copy). */
  guide(guide: GuideLink): string;
  /** The absolute URL of a shared schema on the schemas page. */
  schema(name: string): string;
}

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
/** A description as one list item's text: its paragraphs joined (Markdown lists hold them poorly). */
const inline = (text?: string) => (text ? text.trim().replace(/\s*\n\s*/g, ' ') : '');

/** A phrase of the field model as Markdown: literals as code spans, shared schemas as links. */
function phraseText(phrase: Phrase, links: MarkdownLinks): string {
  return phrase
    .map((part) =>
      typeof part === 'string'
        ? part
        : 'code' in part
          ? code(part.code)
          : `[${part.schema}](${links.schema(part.schema)})`,
    )
    .join('');
}

/** A field's facts as sentences: "One of: `a`, `b`." */
function factSentences(node: FieldNode, links: MarkdownLinks): string[] {
  return fieldFacts(node).map((fact) => `${fact.term}: ${phraseText(fact.value, links)}.`);
}

function fieldLines(node: FieldNode, links: MarkdownLinks, depth: number): string[] {
  const indent = '  '.repeat(depth);
  const heading = fieldHeading(node);
  const name =
    heading && 'name' in heading ? code(heading.name) : `**${heading?.title ?? 'item'}**`;
  const flags = [node.label, phraseText(typeLabel(node), links), ...fieldFlags(node)]
    .filter(Boolean)
    .join(', ');
  const note = recursionNote(node);
  const text = [
    inline(node.description),
    ...factSentences(node, links),
    note ? phraseText(note, links) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    `${indent}- ${name} (${flags})${text ? `: ${text}` : ''}`,
    ...nestedLines(node, links, depth + 1),
  ];
}

/** What a field holds one level down, as list items at `depth`. */
function nestedLines(node: FieldNode, links: MarkdownLinks, depth: number): string[] {
  const nested = nestedFields(node);
  if (!nested) return [];
  const indent = '  '.repeat(depth);
  return [
    ...(nested.itemsDescription
      ? [`${indent}- Each item: ${inline(nested.itemsDescription)}`]
      : []),
    ...nested.fields.flatMap((field) => fieldLines(field, links, depth)),
    ...(nested.otherProperties ? [`${indent}- ${OTHER_PROPERTIES_NOTE}`] : []),
    ...nested.alternatives.flatMap((group) => [
      `${indent}- ${phraseText(group.intro, links)}`,
      ...group.options.flatMap((option) => fieldLines(option, links, depth + 1)),
    ]),
  ];
}

function exampleBlocks(examples: ExampleModel[], of: string): string[] {
  return examples.flatMap((example) => {
    const heading =
      example.summary || examples.length > 1 ? `${of}: ${example.summary ?? example.name}` : of;
    const text =
      typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2);
    return [
      `${heading}:`,
      '',
      `\`\`\`${typeof example.value === 'string' ? '' : 'json'}`,
      text,
      '```',
      '',
    ];
  });
}

function mediaBlocks(content: MediaModel[], links: MarkdownLinks, of: string): string[] {
  return content.flatMap((media) => [
    ...(content.length > 1 ? [`${code(media.mediaType)}:`, ''] : []),
    ...(media.schema
      ? [schemaSentence(media.schema, links), '', ...nestedLines(media.schema, links, 0), '']
      : []),
    ...exampleBlocks(media.examples, of),
  ]);
}

/** A body's schema as the page's head line of it: its type, flags and facts. */
function schemaSentence(root: FieldNode, links: MarkdownLinks): string {
  const flags = fieldFlags(root);
  return [
    `Type: ${phraseText(typeLabel(root), links)}${flags.length ? ` (${flags.join(', ')})` : ''}.`,
    ...factSentences(root, links),
  ].join(' ');
}

/**
 * `guides`: the guides the copy names, as the operation's page names them; `allGuides`: where all
 * of them are listed when there are more (the page's link to its list of guides).
 */
export function operationMarkdown(
  model: OperationModel,
  {
    samples,
    guides,
    allGuides,
    links,
  }: {
    samples: CodeSample[];
    guides: GuideLink[];
    allGuides?: { total: number; href: string };
    links: MarkdownLinks;
  },
): string {
  const lines: string[] = [
    `# ${model.summary}`,
    '',
    `${code(`${model.method.toUpperCase()} ${model.path}`)} · API key: ` +
      `${model.secured ? 'required (the `api-key` header)' : 'not needed'} · Operation id: ` +
      `${code(model.operationId)} · Tag: ${model.tag}`,
    '',
  ];
  if (model.description) lines.push(model.description.trim(), '');
  if (guides.length) {
    lines.push(
      '## Guides and examples',
      '',
      ...guides.map((guide) => `- [${guide.title}](${links.guide(guide)})`),
      '',
    );
    if (allGuides && allGuides.total > guides.length)
      lines.push(
        `[All ${allGuides.total} guides and examples that use this operation](${allGuides.href})`,
        '',
      );
  }
  if (model.parameters.length)
    lines.push(
      '## Parameters',
      '',
      ...model.parameters.flatMap((parameter) =>
        fieldLines(parameterField(parameter, parameter.in), links, 0),
      ),
      '',
    );
  if (model.requestBody) {
    const body = model.requestBody;
    lines.push(
      '## Request body',
      '',
      `${body.required ? 'Required' : 'Optional'}.${body.description ? ` ${inline(body.description)}` : ''}`,
      '',
      ...mediaBlocks(body.content, links, 'Request example'),
    );
  }
  lines.push('## Responses', '');
  for (const response of model.responses) {
    lines.push(`### ${statusTitle(response.status)}`, '', response.description.trim(), '');
    if (response.headers.length)
      lines.push(
        'Headers:',
        '',
        ...response.headers.flatMap((header) => fieldLines(parameterField(header), links, 0)),
        '',
      );
    lines.push(...mediaBlocks(response.content, links, 'Response example'));
  }
  if (model.next.length) {
    lines.push('## What to call next', '');
    for (const call of model.next) {
      const values = call.parameters.map(
        (parameter) => `${code(parameter.name)} is ${parameter.source}`,
      );
      lines.push(
        `- ${call.summary} (${code(`${call.method.toUpperCase()} ${call.path}`)}, ` +
          `${code(call.operationId)}): ${inline(call.description)}` +
          (values.length ? ` ${values.join(', ')}.` : ''),
      );
    }
    lines.push('');
  }
  if (samples.length) {
    lines.push('## Code samples', '');
    for (const sample of samples)
      lines.push(`**${sample.label}**`, '', `\`\`\`${sample.highlight}`, sample.source, '```', '');
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
