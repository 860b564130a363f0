import type { Check } from '@/lib/chains/check';
import { Value } from './Values';
import styles from './styles.module.css';

const STATUS: Record<Check['status'], { word: string; icon: string; className: string }> = {
  matches: { word: 'Matches', icon: '✓', className: styles.matches! },
  state: { word: 'Chain state', icon: '•', className: styles.neutral! },
  fee: { word: 'Fee within its ceiling', icon: '•', className: styles.neutral! },
  open: { word: 'Confirm before signing', icon: '!', className: styles.open! },
  absent: { word: 'Not in this transaction', icon: '–', className: styles.neutral! },
  differs: { word: 'Differs', icon: '✕', className: styles.differs! },
};

/** The order of the rows: what differs first, then what to confirm, then the rest as the check wrote them. */
const RANK: Record<Check['status'], number> = {
  differs: 0,
  open: 1,
  matches: 2,
  state: 2,
  fee: 2,
  absent: 2,
};

/**
 * Each row of the check: its status in words and icon, what was expected or allowed, what the
 * transaction has, and why.
 */
export default function Checks({ checks }: { checks: Check[] }) {
  const ordered = [...checks].sort((a, b) => RANK[a.status] - RANK[b.status]);
  return (
    <>
      <h4>Checks</h4>
      <ul className={styles.checks}>
        {ordered.map((check, i) => {
          const status = STATUS[check.status];
          const bounded = check.status === 'state' || check.status === 'fee';
          return (
            <li
              key={i}
              className={status.className}
              data-status={check.status}
              data-field={check.field}
            >
              <p className={styles.checkHead}>
                <span className={styles.badge}>
                  <span aria-hidden="true">{status.icon}</span> {status.word}
                </span>{' '}
                <strong>{check.label}</strong>
              </p>
              <dl className={styles.checkValues}>
                {check.expected !== undefined && (
                  <>
                    <dt>
                      {bounded
                        ? 'Allowed'
                        : check.field === 'transaction'
                          ? 'Expected'
                          : 'Your request'}
                    </dt>
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
                    <dt>{check.status === 'open' ? 'How to confirm' : 'Why'}</dt>
                    <dd>{check.note}</dd>
                  </>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  );
}
