import type { Part } from '@/lib/chains/check';
import styles from './styles.module.css';

const SOURCE: Record<Part['source'], string> = {
  request: 'your request',
  operation: 'the operation',
  state: 'chain state',
  fee: 'fee, within its ceiling',
  open: 'to confirm',
  differs: 'nothing: differs',
};

/** Every part of the transaction and what explains it, closed until the reader opens it. */
export default function Parts({ parts }: { parts: Part[] }) {
  return (
    <details className={styles.parts}>
      <summary>Every part of the transaction ({parts.length})</summary>
      <table className={styles.partsTable}>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Value</th>
            <th scope="col">Explained by</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.path} data-source={part.source}>
              <td>
                {part.label}
                <br />
                <code>{part.path}</code>
              </td>
              <td>
                <code>{part.value}</code>
              </td>
              <td>
                {part.source === 'request' && part.field ? (
                  <>
                    your request (<code>{part.field}</code>)
                  </>
                ) : (
                  SOURCE[part.source]
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
