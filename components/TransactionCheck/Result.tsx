import type { Ref } from 'react';
import { isOperationFact, type Check, type Detail, type Inspection } from '@/lib/inspect';
import styles from './styles.module.css';

const STATUS: Record<Check['status'], { word: string; icon: string; className: string }> = {
  matches: { word: 'Matches', icon: '✓', className: styles.matches! },
  differs: { word: 'Differs', icon: '✕', className: styles.differs! },
  absent: { word: 'Not in this transaction', icon: '–', className: styles.absent! },
  'not-given': { word: 'Not in your request', icon: '?', className: styles.absent! },
};

function verdictText(inspection: Inspection): { title: string; text: string; className: string } {
  const count = (status: Check['status']) => inspection.checks.filter((c) => c.status === status).length;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  switch (inspection.verdict) {
    case 'differs':
      return {
        title: 'Do not sign this transaction',
        text: `${plural(count('differs'), 'check differs', 'checks differ')} from what was asked for. Forge it again, and ask us if it keeps differing.`,
        className: styles.differs!,
      };
    case 'matches':
      return {
        title: 'Every check matches your request',
        text: count('absent')
          ? `${plural(count('absent'), 'value of the request is', 'values of the request are')} not in this transaction; the rows below say why.`
          : 'The transaction does what the request asked for.',
        className: styles.matches!,
      };
    case 'incomplete':
      return {
        title: 'Nothing differs, but the check is incomplete',
        text: `Your request leaves out ${plural(count('not-given'), 'value', 'values')} this operation uses. Add ${count('not-given') === 1 ? 'it' : 'them'} and check again.`,
        className: styles.absent!,
      };
    default:
      return {
        title: 'Decoded, not compared',
        text: 'Paste the request you sent to compare the transaction with it, field by field.',
        className: styles.absent!,
      };
  }
}

/** Addresses, hashes, hex, numbers and type names inside a value, set as code; the words around them as text. */
const CODE_TOKEN = /^(?:0x[0-9a-fA-F]+|[A-Za-z0-9]{25,}|\/[\w.]+|\d{6,}|[\w.]+\([\w,]*\)|[a-z]+[A-Z]\w*|[a-z]+_[a-z_]+)$/;

function Value({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  return (
    <span className={styles.value}>
      {parts.map((part, i) => {
        // "(0x12…)," → "(", "0x12…", ")," ; a call's own parentheses stay with it.
        const [, open = '', rest = part] = /^(\(?)(.*)$/.exec(part) ?? [];
        let [, token = rest, trail = ''] = /^(.*?)([.,:;]*)$/.exec(rest) ?? [];
        if (token.endsWith(')') && !token.includes('(')) [token, trail] = [token.slice(0, -1), `)${trail}`];
        return CODE_TOKEN.test(token) ? (
          <span key={i}>
            {open}
            <code>{token}</code>
            {trail}
          </span>
        ) : (
          part
        );
      })}
    </span>
  );
}

function DetailValue({ detail }: { detail: Detail }) {
  if (!detail.amount) return <Value text={detail.value} />;
  const { value, unit, base, baseUnit } = detail.amount;
  return (
    <span className={styles.value}>
      <strong>
        {value} {unit}
      </strong>{' '}
      (<code>{base}</code> {baseUnit})
    </span>
  );
}

function Rows({ label, details }: { label: string; details: Detail[] }) {
  if (details.length === 0) return null;
  // A row of one value named as the row is ("Signer", "Amount") shows the value alone.
  const only = details.length === 1 && details[0]!.label === label ? details[0] : undefined;
  return (
    <div className={styles.summaryRow}>
      <dt>{label}</dt>
      <dd>
        {only ? (
          <DetailValue detail={only} />
        ) : (
          <ul className={styles.plain}>
            {details.map((d, i) => (
              <li key={i}>
                {d.label}: <DetailValue detail={d} />
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

/** The decoded transaction and each check of it, with a verdict nobody can miss. */
export default function Result({ inspection, headingRef }: { inspection: Inspection; headingRef: Ref<HTMLHeadingElement> }) {
  const { decoded } = inspection;
  const verdict = verdictText(inspection);
  const ordered = [...inspection.checks].sort((a, b) => Number(b.status === 'differs') - Number(a.status === 'differs'));
  return (
    <section className={styles.result} aria-labelledby="transaction-check-verdict" data-verdict={inspection.verdict}>
      <div className={`${styles.verdict} ${verdict.className}`}>
        <h3 id="transaction-check-verdict" ref={headingRef} tabIndex={-1}>
          <span aria-hidden="true">{inspection.verdict === 'differs' ? '✕ ' : inspection.verdict === 'matches' ? '✓ ' : ''}</span>
          {verdict.title}
        </h3>
        <p>{verdict.text}</p>
        <p className={styles.meta}>
          Operation: {inspection.operationId ? <code>{inspection.operationId}</code> : 'not one of the API'}
          {inspection.operationDetected && ' (read from the transaction)'}. Decoded with {decoded.decodedWith}.
        </p>
      </div>

      <h4>What you are about to sign</h4>
      <dl className={styles.summary}>
        <Rows label="Chain and network" details={decoded.network} />
        <Rows label="Signer" details={[decoded.signer]} />
        <Rows label="Fee payer" details={[decoded.feePayer]} />
        {decoded.actions.map((action, i) => (
          <Rows
            key={i}
            label={decoded.actions.length > 1 ? `Action ${i + 1}: ${action.kind}` : `Action: ${action.kind}`}
            details={[{ label: action.known ? 'Name' : 'Name (not a call the API forges)', value: action.name }, ...action.details]}
          />
        ))}
        {decoded.validator && <Rows label="Validator or pool" details={[decoded.validator]} />}
        {decoded.amount && <Rows label="Amount" details={[decoded.amount]} />}
        <Rows label="Fee and gas" details={decoded.fee} />
        <Rows label="Goes stale" details={decoded.staleness} />
      </dl>

      {inspection.checks.length > 0 && (
        <>
          <h4>Checks</h4>
          <ul className={styles.checks}>
            {ordered.map((check, i) => {
              const status = STATUS[check.status];
              return (
                <li key={i} className={status.className} data-status={check.status} data-field={check.field}>
                  <p className={styles.checkHead}>
                    <span className={styles.badge}>
                      <span aria-hidden="true">{status.icon}</span> {status.word}
                    </span>{' '}
                    <strong>{check.label}</strong>
                    {!isOperationFact(check.field) && (
                      <>
                        {' '}
                        <code>{check.field}</code>
                      </>
                    )}
                  </p>
                  <dl className={styles.checkValues}>
                    {check.expected !== undefined && (
                      <>
                        <dt>Asked for</dt>
                        <dd>
                          <Value text={check.expected} />
                        </dd>
                      </>
                    )}
                    {check.actual !== undefined && (
                      <>
                        <dt>In the transaction</dt>
                        <dd>
                          <Value text={check.actual} />
                        </dd>
                      </>
                    )}
                    {check.note && (
                      <>
                        <dt>Why</dt>
                        <dd>{check.note}</dd>
                      </>
                    )}
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
