import {
  DEPRECATION_PERIOD,
  FIELD_CHANGE_ROWS,
  OPERATION_CHANGE_ROWS,
  type ClassCell,
} from '@/lib/openapi/changes/policy';
import { ScrollRegion } from '@/components/ScrollRegion';
import styles from './styles.module.css';

/**
 * The policy page's tables, rendered at build time from their rows (lib/openapi/changes/policy.ts),
 * which the rule table of the breaking-change gate makes: the page cannot state a rule the gate
 * does not apply.
 */

function ClassTd({ value }: { value: ClassCell }) {
  return <td className={styles[value.class]}>{value.label}</td>;
}

/** "minimum, maximum": each keyword set as code, the list wrapping between them. */
function Keywords({ list }: { list: string[] }) {
  return (
    <span className={styles.keywords}>
      {list.map((keyword) => (
        <code key={keyword}>{keyword}</code>
      ))}
    </span>
  );
}

/** Changes to a field or a value: one row per change, its class where a caller sends it and where it reads it. */
export function SchemaChanges() {
  return (
    <ScrollRegion label="Changes to fields and values">
      <table className={styles.table}>
        <caption>Changes to a field or a value, by where it is read</caption>
        <thead>
          <tr>
            <th scope="col">Change (keywords)</th>
            <th scope="col">In a request body or a parameter</th>
            <th scope="col">In an answer</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {FIELD_CHANGE_ROWS.map((row) => (
            <tr key={row.id} id={row.id}>
              <th scope="row">
                {row.change} <Keywords list={row.keywords} />
              </th>
              <ClassTd value={row.sent} />
              <ClassTd value={row.read} />
              <td>{row.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Changes to operations, parameters, bodies, answers, security and the document. */
export function OperationChanges() {
  return (
    <ScrollRegion label="Changes to operations, answers and security">
      <table className={styles.table}>
        <caption>
          Changes to operations, parameters, bodies, answers, security and the description
        </caption>
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">Change</th>
            <th scope="col">Class</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {OPERATION_CHANGE_ROWS.map((row) => (
            <tr key={row.id} id={row.id}>
              <td>{row.where}</td>
              <th scope="row">{row.change}</th>
              <ClassTd value={row.class} />
              <td>{row.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** "6 months": how long a deprecated operation or field stays, at the least. */
export function DeprecationPeriod() {
  return <>{DEPRECATION_PERIOD}</>;
}
