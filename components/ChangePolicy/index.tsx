import { CLASS_LABEL, DEPRECATION_MONTHS, DIRECTION_LABEL, SCHEMA_CHANGES, STRUCTURE_CHANGES, UNEXPLAINED, type ChangeClass } from '@/lib/openapi/changes/rules';
import { ScrollRegion } from '@/components/ScrollRegion';
import styles from './styles.module.css';

/**
 * The policy page's tables, rendered at build time from the rule table the breaking-change gate
 * applies (lib/openapi/changes/rules.ts): the page cannot state a rule the gate does not apply.
 */

function ClassCell({ value }: { value: ChangeClass }) {
  return <td className={styles[value]}>{CLASS_LABEL[value]}</td>;
}

/** "minimum, maximum": each keyword set as code, the list wrapping between them. */
function Keywords({ list }: { list: string }) {
  return (
    <span className={styles.keywords}>
      {list.split(', ').map((keyword) => (
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
          {SCHEMA_CHANGES.map((row) => (
            <tr key={row.slug} id={`rule-${row.slug}`}>
              <th scope="row">
                {row.change} <Keywords list={row.keyword} />
              </th>
              <ClassCell value={row.sent} />
              <ClassCell value={row.read} />
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
        <caption>Changes to operations, parameters, bodies, answers, security and the description</caption>
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">Change</th>
            <th scope="col">Class</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {[...STRUCTURE_CHANGES, UNEXPLAINED].map((row) => (
            <tr key={`${row.direction}.${row.slug}`} id={`rule-${row.direction}-${row.slug}`}>
              <td>{DIRECTION_LABEL[row.direction]}</td>
              <th scope="row">{row.change}</th>
              <ClassCell value={row.class} />
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
  return <>{DEPRECATION_MONTHS} months</>;
}
