import type { Ref } from 'react';
import type { Check, Inspection } from '@/lib/chains/check';
import Checks from './CheckList';
import Parts from './Parts';
import { Rows } from './Values';
import styles from './styles.module.css';

function verdictText(inspection: Inspection): { title: string; text: string; className: string } {
  const count = (status: Check['status']) =>
    inspection.checks.filter((c) => c.status === status).length;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  switch (inspection.verdict) {
    case 'differs':
      return {
        title: 'Do not sign this transaction',
        text:
          `${plural(count('differs'), 'row differs', 'rows differ')}: parts of the transaction ` +
          `are not what your request forges. Forge it again, and ask us if it keeps differing.`,
        className: styles.differs!,
      };
    case 'matches':
      return {
        title: 'Every part of the transaction is explained',
        text:
          `All ${inspection.parts.length} parts come from your request or the operation, are ` +
          `chain state in its range, or a fee within the chain's ceiling. Nothing else is in ` +
          `it.`,
        className: styles.matches!,
      };
    case 'open':
      return {
        title: 'Confirm before you sign',
        text:
          `Nothing differs, but ${plural(count('open'), 'value', 'values')} can only be ` +
          `confirmed on the chain or by you: the rows marked "Confirm before signing" say how.`,
        className: styles.open!,
      };
    default:
      return {
        title: 'Decoded, not compared',
        text: 'Paste the request you sent to account for every part of the transaction against it.',
        className: styles.neutral!,
      };
  }
}

/** The decoded transaction and each check of it, with a verdict nobody can miss. */
export default function Result({
  inspection,
  headingRef,
}: {
  inspection: Inspection;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { decoded } = inspection;
  const verdict = verdictText(inspection);
  return (
    <section
      className={styles.result}
      aria-labelledby="transaction-check-verdict"
      data-verdict={inspection.verdict}
    >
      <div className={`${styles.verdict} ${verdict.className}`}>
        <h3 id="transaction-check-verdict" ref={headingRef} tabIndex={-1}>
          <span aria-hidden="true">
            {inspection.verdict === 'differs'
              ? '✕ '
              : inspection.verdict === 'matches'
                ? '✓ '
                : inspection.verdict === 'open'
                  ? '! '
                  : ''}
          </span>
          {verdict.title}
        </h3>
        {inspection.operationDetected ? (
          <p className={styles.operationLine}>
            Operation read from the transaction: <code>{inspection.operationId}</code>. Choose the
            operation you called to check the transaction against it.
          </p>
        ) : (
          <p className={styles.operationLine}>
            Operation:{' '}
            {inspection.operationId ? (
              <code>{inspection.operationId}</code>
            ) : (
              'none of the API makes this transaction'
            )}
            .
          </p>
        )}
        <p>{verdict.text}</p>
        <p className={styles.meta}>Decoded with {decoded.decodedWith}.</p>
      </div>

      <h4>What you are about to sign</h4>
      <dl className={styles.summary}>
        <Rows label="Chain and network" details={decoded.network} />
        <Rows label="Signer" details={[decoded.signer]} />
        <Rows label="Fee payer" details={[decoded.feePayer]} />
        {decoded.actions.map((action, i) => (
          <Rows
            key={i}
            label={
              decoded.actions.length > 1
                ? `Action ${i + 1}: ${action.kind}`
                : `Action: ${action.kind}`
            }
            details={[
              {
                label: action.known ? 'Name' : 'Name (not a call the API forges)',
                value: action.name,
              },
              ...action.details,
            ]}
          />
        ))}
        {decoded.validator && <Rows label="Validator or pool" details={[decoded.validator]} />}
        {decoded.amount && <Rows label="Amount" details={[decoded.amount]} />}
        <Rows label="Fee and gas" details={decoded.fee} />
        <Rows label="Goes stale" details={decoded.staleness} />
      </dl>

      {inspection.checks.length > 0 && <Checks checks={inspection.checks} />}
      {inspection.parts.length > 0 && <Parts parts={inspection.parts} />}
    </section>
  );
}
