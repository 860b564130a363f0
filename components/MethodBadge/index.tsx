import styles from './styles.module.css';

/** An HTTP method as the API reference writes it everywhere: upper case, in its color. */
export default function MethodBadge({ method, className }: { method: string; className?: string }) {
  return (
    <span
      className={[styles.method, className].filter(Boolean).join(' ')}
      data-method={method.toLowerCase()}
    >
      {method.toUpperCase()}
    </span>
  );
}
