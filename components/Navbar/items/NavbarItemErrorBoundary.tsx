'use client';

import { Component, type ReactNode } from 'react';
import { UiStringsContext } from '@/components/UiStrings';
import { translate, type UiStrings } from '@/lib/i18n/translate';
import styles from '../styles.module.css';

interface Props {
  /** How the item is named in the message: its label, else its type. */
  itemName: string;
  children: ReactNode;
}

/**
 * A navbar item that fails to render shows a message asking to check
 * its configuration; the rest of the navbar keeps working.
 */
export default class NavbarItemErrorBoundary extends Component<Props, { error: unknown }> {
  static contextType = UiStringsContext;
  declare context: UiStrings | undefined;
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error(`The navbar item "${this.props.itemName}" failed to render:`, error);
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <span role="alert" className={styles.itemError}>
        {translate('theme.navbar.itemError', { name: this.props.itemName }, this.context)}
      </span>
    );
  }
}
