import type { ComponentProps } from 'react';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

/**
 * A highlighted code block (highlighted at build time) with a copy button. The
 * button is the only client part; the code itself is plain server HTML.
 */
export default function CodeBlock(props: ComponentProps<'pre'>) {
  return (
    <div className={styles.block}>
      {/* Scrollable region: focusable so keyboard readers can scroll long lines. */}
      <pre
        {...props}
        className={[props.className, styles.pre].filter(Boolean).join(' ')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1
        tabIndex={0}
      />
      <CopyButton />
    </div>
  );
}
