import { createElement, Fragment } from 'react';
import Markdown from '@/components/OperationPage/Markdown';
import {
  fieldFacts,
  fieldFlags,
  fieldHeading,
  nestedFields,
  OTHER_PROPERTIES_NOTE,
  recursionNote,
  typeLabel,
  type NestedFields,
} from '@/lib/openapi/pages/field-model';
import type { FieldNode } from '@/lib/openapi/pages/schema-tree';
import { SEARCH_WEIGHT } from '@/lib/search-index';
import { Facts, PhraseText } from './Phrase';
import styles from './styles.module.css';

interface ViewOptions {
  /** On the schemas page each shared schema has its own section: link it instead of expanding it again. */
  linkSharedSchemas?: boolean;
}

/**
 * "required" in <strong>; nullable, read-only, write-only and deprecated in <small> (children, not
 * a keyed list: see PhraseText).
 */
function Flags({ node }: { node: FieldNode }) {
  return createElement(
    Fragment,
    null,
    ...fieldFlags(node).map((flag) =>
      // eslint-disable-next-line react/jsx-key -- spread as children, not a list
      flag === 'required' ? <strong>{flag}</strong> : <small>{flag}</small>,
    ),
  );
}

/** What a field holds one level down: its items' description, its fields, alternatives. */
function Nested({ nested, options }: { nested: NestedFields; options: ViewOptions }) {
  return (
    <>
      <Markdown
        text={nested.itemsDescription}
        className={styles.description}
        searchWeight={SEARCH_WEIGHT.fieldDescription}
      />
      {nested.fields.length > 0 && <FieldList fields={nested.fields} options={options} />}
      {nested.otherProperties && <p className={styles.note}>{OTHER_PROPERTIES_NOTE}</p>}
      {nested.alternatives.map((group, index) => (
        <div key={index} className={styles.variants}>
          <p className={styles.note}>
            <PhraseText phrase={group.intro} />
          </p>
          <ul className={styles.list}>
            {group.options.map((option) => (
              <FieldRow key={option.id} node={option} options={options} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/**
 * One field. Its parts carry no class of their own (a page holds hundreds of fields, each part's
 * class would be sent three times: in the HTML, in the payload inlined in it and in the payload a
 * client navigation fetches); the list's stylesheet tells them apart by place: the head <p> first
 * (the name in <code>, or a title in <b>; a label in <small>; the type in <span>; flags in
 * <strong> and <small>), then the description <div>, the facts <dl>, and the nested fields
 * behind <details>.
 */
function FieldRow({ node, options }: { node: FieldNode; options: ViewOptions }) {
  const heading = fieldHeading(node);
  const linkOnly = options.linkSharedSchemas && node.schemaName !== undefined;
  const nested = linkOnly ? undefined : nestedFields(node);
  const note = recursionNote(node);
  return (
    <li id={node.id}>
      <p>
        {heading &&
          ('name' in heading ? (
            <code data-pagefind-weight={SEARCH_WEIGHT.fieldName}>{heading.name}</code>
          ) : (
            <b>{heading.title}</b>
          ))}
        {node.label && <small>{node.label}</small>}
        <span>
          <PhraseText phrase={typeLabel(node)} />
        </span>
        <Flags node={node} />
      </p>
      <Markdown text={node.description} searchWeight={SEARCH_WEIGHT.fieldDescription} />
      <Facts facts={fieldFacts(node)} />
      {note && (
        <p className={styles.note}>
          <PhraseText phrase={note} />
        </p>
      )}
      {nested && (
        <details>
          <summary>{`Fields of ${heading ? ('name' in heading ? heading.name : heading.title) : 'each item'}`}</summary>
          <div>
            <Nested nested={nested} options={options} />
          </div>
        </details>
      )}
    </li>
  );
}

/** A list of fields, each with what it holds one level down behind a <details> (readable without JavaScript). */
export function FieldList({
  fields,
  options = {},
}: {
  fields: FieldNode[];
  options?: ViewOptions;
}) {
  return (
    <ul className={styles.list}>
      {fields.map((field) => (
        // Keyed by name (with its label: a path and a query parameter may share one), unique among
        // the fields of a list: the id, already on the row, is long and would be sent twice in the
        // page's payloads.
        <FieldRow
          key={`${field.label ?? ''}${field.name ?? field.id}`}
          node={field}
          options={options}
        />
      ))}
    </ul>
  );
}

/**
 * A schema as a reader scans it: its type, flags and facts, then what it holds (an object's
 * fields, an array's items' fields, its alternatives) as a list, every level in place.
 */
export default function SchemaView({
  root,
  options = {},
}: {
  root: FieldNode;
  options?: ViewOptions;
}) {
  const nested = nestedFields(root);
  return (
    <div className={styles.schema}>
      <p className={styles.rootType}>
        <PhraseText phrase={typeLabel(root)} />
        <Flags node={root} />
      </p>
      <Facts facts={fieldFacts(root)} />
      {nested && <Nested nested={nested} options={options} />}
    </div>
  );
}
