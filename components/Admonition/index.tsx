import type { ReactNode } from 'react';
import { ADMONITION_TITLES, type AdmonitionType } from '@/lib/mdx/admonitions';
import styles from './styles.module.css';

interface AdmonitionProps {
  type: AdmonitionType;
  title?: string;
  children: ReactNode;
}

/**
 * A callout box: note, tip, info, warning or danger. A note (role="note": content aside from
 * the main text), not a landmark: a page holds many, several of them "Note", and landmarks
 * must each have a name of their own.
 */
export default function Admonition({ type, title, children }: AdmonitionProps) {
  return (
    <div
      role="note"
      className={`${styles.admonition} ${styles[type]}`}
      aria-label={title ?? ADMONITION_TITLES[type]}
    >
      <p className={styles.title}>{title ?? ADMONITION_TITLES[type]}</p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

type Named = Omit<AdmonitionProps, 'type'>;
export const Note = (props: Named) => <Admonition type="note" {...props} />;
export const Tip = (props: Named) => <Admonition type="tip" {...props} />;
export const Info = (props: Named) => <Admonition type="info" {...props} />;
export const Warning = (props: Named) => <Admonition type="warning" {...props} />;
export const Danger = (props: Named) => <Admonition type="danger" {...props} />;
