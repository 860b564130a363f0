import Link from '@/components/Link';
import Markdown from '@/components/OperationPage/Markdown';
import type { FieldNode } from '@/lib/openapi/schema-tree';
import { SEARCH_WEIGHT } from '@/lib/search-index';
import { apiSchemaHref } from '@/lib/urls';
import styles from './styles.module.css';

interface ViewOptions {
  /** On the schemas page each shared schema has its own section: link it instead of expanding it again. */
  linkSharedSchemas?: boolean;
}

/** Field examples longer than this (a whole encoded transaction) are left to the request and response examples. */
const INLINE_EXAMPLE_MAX = 80;

const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function SchemaLink({ name }: { name: string }) {
  return <Link href={apiSchemaHref(name)}>{name}</Link>;
}

/** "string (uuid)", "array of TotalEarningsByToken", "object · CosmosCoin". */
export function TypeLabel({ node }: { node: FieldNode }) {
  const base = `${node.type || 'any'}${node.format ? ` (${node.format})` : ''}`;
  if (node.type === 'array' && node.items) {
    return (
      <>
        array of <TypeLabel node={node.items} />
      </>
    );
  }
  if (!node.schemaName) return <>{base}</>;
  return (
    <>
      {base} · <SchemaLink name={node.schemaName} />
    </>
  );
}

/**
 * Enum, default, constraints and a short example of a field, as one line each. Search reads the
 * enum and the default; a pattern, bounds and an example are values that match queries by chance.
 */
function Facts({ node }: { node: FieldNode }) {
  const example = node.example && literal(node.example.value);
  const facts: [string, React.ReactNode, { searched?: boolean }?][] = [];
  if (node.enum) {
    facts.push([
      'One of',
      node.enum.flatMap((value, index) => [index > 0 && ', ', <code key={index}>{literal(value)}</code>]),
      { searched: true },
    ]);
  }
  if (node.default) facts.push(['Default', <code key="default">{literal(node.default.value)}</code>, { searched: true }]);
  if (node.pattern) facts.push(['Pattern', <code key="pattern">{node.pattern}</code>]);
  if (node.constraints.length) facts.push(['Constraints', node.constraints.join('; ')]);
  if (example !== undefined && example.length <= INLINE_EXAMPLE_MAX) facts.push(['Example', <code key="example">{example}</code>]);
  if (facts.length === 0) return null;
  // No class: the list's stylesheet styles a field's <dl> (see FieldRow).
  return (
    <dl>
      {facts.map(([term, value, { searched } = {}]) => (
        <div key={term} {...(!searched && { 'data-pagefind-ignore': '' })}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "required" in <strong>; nullable, read-only, write-only and deprecated in <small>. */
function Badges({ node }: { node: FieldNode }) {
  const badges = [node.nullable && 'nullable', node.readOnly && 'read-only', node.writeOnly && 'write-only', node.deprecated && 'deprecated'].filter(
    (badge): badge is string => Boolean(badge),
  );
  return (
    <>
      {node.required && <strong>required</strong>}
      {badges.map((badge) => (
        <small key={badge}>{badge}</small>
      ))}
    </>
  );
}

/** The fields a node holds: its properties, its items' properties, additional properties, alternatives. */
function hasNested(node: FieldNode): boolean {
  const inner = node.type === 'array' && node.items ? node.items : node;
  return inner.children.length > 0 || inner.additional !== undefined || inner.variants !== undefined || (inner !== node && hasNested(inner));
}

function NestedFields({ node, options }: { node: FieldNode; options: ViewOptions }) {
  if (node.type === 'array' && node.items) {
    const items = node.items;
    return (
      <>
        {items.description && <Markdown text={items.description} className={styles.description} searchWeight={SEARCH_WEIGHT.fieldDescription} />}
        <Facts node={items} />
        <NestedFields node={items} options={options} />
      </>
    );
  }
  return (
    <>
      {node.children.length > 0 && <FieldList fields={node.children} options={options} />}
      {node.additional === 'any' && <p className={styles.note}>Other properties of any name and type may appear.</p>}
      {node.additional && node.additional !== 'any' && (
        <ul className={styles.list}>
          <FieldRow node={{ ...node.additional, name: '*' }} options={options} label="any other property" />
        </ul>
      )}
      {node.variants && (
        <div className={styles.variants}>
          <p className={styles.note}>
            {node.variants.kind === 'oneOf' ? 'Exactly one of these' : 'One or more of these'}
            {node.variants.discriminator && (
              <>
                , told apart by <code>{node.variants.discriminator}</code>
              </>
            )}
            :
          </p>
          <ul className={styles.list}>
            {node.variants.options.map((option) => (
              <FieldRow key={option.id} node={option} options={options} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * One field. Its parts carry no class of their own (a page holds hundreds of fields, each part's
 * class would be sent three times: in the HTML, in the payload inlined in it and in the payload a
 * client navigation fetches); the list's stylesheet tells them apart by place: the head <p> first
 * (the name in <code>, or a title in <b>; the type in <span>; badges in <strong> and <small>),
 * then the description <div>, the facts <dl>, and the nested fields behind <details>.
 */
function FieldRow({ node, options, label }: { node: FieldNode; options: ViewOptions; label?: string }) {
  const linkOnly = node.recursive || (options.linkSharedSchemas && node.schemaName !== undefined);
  const nested = !linkOnly && hasNested(node);
  const name = node.name ?? node.title;
  return (
    <li id={node.id}>
      <p>
        {name !== undefined && (node.name !== undefined ? <code data-pagefind-weight={SEARCH_WEIGHT.fieldName}>{name}</code> : <b>{name}</b>)}
        {label && <small>{label}</small>}
        <span>
          <TypeLabel node={node} />
        </span>
        <Badges node={node} />
      </p>
      <Markdown text={node.description} searchWeight={SEARCH_WEIGHT.fieldDescription} />
      <Facts node={node} />
      {node.recursive && node.schemaName && (
        <p className={styles.note}>
          The same <SchemaLink name={node.schemaName} /> as above, nested.
        </p>
      )}
      {nested && (
        <details>
          <summary>{`Fields of ${name ?? 'each item'}`}</summary>
          <div>
            <NestedFields node={node} options={options} />
          </div>
        </details>
      )}
    </li>
  );
}

/** A list of fields, each with what it holds one level down behind a <details> (readable without JavaScript). */
export function FieldList({ fields, options = {}, labelOf }: { fields: FieldNode[]; options?: ViewOptions; labelOf?(field: FieldNode): string }) {
  return (
    <ul className={styles.list}>
      {fields.map((field) => {
        const label = labelOf?.(field);
        // Keyed by name (with its label: a path and a query parameter may share one), unique among
        // the fields of a list: the id, already on the row, is long and would be sent twice in the
        // page's payloads.
        return <FieldRow key={`${label ?? ''}${field.name ?? field.id}`} node={field} options={options} label={label} />;
      })}
    </ul>
  );
}

/**
 * A schema as a reader scans it: an object's fields as a list; an array's items' fields
 * under "Each item"; any other schema (a string enum, a number) as its type and facts.
 */
export default function SchemaView({ root, options = {} }: { root: FieldNode; options?: ViewOptions }) {
  const top = root.type === 'array' && root.items ? root.items : root;
  const isObjectLike = top.children.length > 0 || top.additional !== undefined || top.variants !== undefined;
  return (
    <div className={styles.schema}>
      <p className={styles.rootType}>
        <TypeLabel node={root} />
        {root.nullable && <small>nullable</small>}
      </p>
      {top !== root && <Facts node={root} />}
      {!isObjectLike && <Facts node={top} />}
      {isObjectLike && <NestedFields node={top} options={options} />}
    </div>
  );
}
