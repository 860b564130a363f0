import type { Detail } from '@/lib/chains/check';
import styles from './styles.module.css';

/** Addresses, hashes, hex, numbers and type names inside a value, set as code; the words around them as text. */
const CODE_TOKEN =
  /^(?:0x[0-9a-fA-F]+|[A-Za-z0-9]{25,}|\/[\w.]+|\d{6,}|[\w.]+\([\w,]*\)|[a-z]+[A-Z]\w*|[a-z]+_[a-z_]+)$/;

export function Value({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  return (
    <span className={styles.value}>
      {parts.map((part, i) => {
        // "(0x12…)," → "(", "0x12…", ")," ; a call's own parentheses stay with it.
        const [, open = '', rest = part] = /^(\(?)(.*)$/.exec(part) ?? [];
        let [, token = rest, trail = ''] = /^(.*?)([.,:;]*)$/.exec(rest) ?? [];
        if (token.endsWith(')') && !token.includes('('))
          [token, trail] = [token.slice(0, -1), `)${trail}`];
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

export function Rows({ label, details }: { label: string; details: Detail[] }) {
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
