import type { LazyPart } from '@/lib/lazy';
import styles from './loading.module.css';

/**
 * A part of the check while its code loads (the check itself, its result view): "Loading <name>…"
 * after the delay, or the error box with Retry.
 */
export default function LoadingPart({ part, name }: { part: LazyPart<unknown>; name: string }) {
  return part.status === 'failed' ? (
    <div className={styles.failed} role="alert">
      <p>{`${name[0]!.toUpperCase()}${name.slice(1)} could not be loaded.`}</p>
      <button type="button" className={styles.retry} onClick={part.retry}>
        Retry
      </button>
    </div>
  ) : (
    <p role="status">{part.showLoading ? `Loading ${name}…` : ''}</p>
  );
}
