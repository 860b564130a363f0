'use client';

import {
  Children,
  isValidElement,
  useId,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  getChoiceSnapshot,
  getServerChoiceSnapshot,
  subscribeToChoice,
  writeChoice,
} from './store';
import styles from './styles.module.css';

interface CodeTabProps {
  /** The tab's name, shown on the tab and remembered as the reader's choice ("curl", "TypeScript"). */
  label: string;
  children: ReactNode;
}

/** One panel of a CodeTabs group. It renders nothing on its own: CodeTabs lays the panels out. */
export function CodeTab({ children }: CodeTabProps) {
  return <>{children}</>;
}

interface CodeTabsProps {
  /** Accessible name of the tab list. */
  label?: string;
  children: ReactNode;
}

function tabsOf(children: ReactNode): ReactElement<CodeTabProps>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<CodeTabProps> =>
      isValidElement<CodeTabProps>(child) && typeof child.props.label === 'string',
  );
}

/**
 * The same call in several languages, as tabs (WAI-ARIA tabs pattern, automatic
 * activation). Every panel is in the server HTML: without JavaScript the tab list
 * is hidden and all panels show, each under its label (styles.module.css, scripting: none).
 */
export default function CodeTabs({ label = 'Code language', children }: CodeTabsProps) {
  const tabs = tabsOf(children);
  const labels = tabs.map((tab) => tab.props.label);
  const choice = useSyncExternalStore(
    subscribeToChoice,
    getChoiceSnapshot,
    getServerChoiceSnapshot,
  );
  const selected = choice !== null && labels.includes(choice) ? choice : labels[0];
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number, focus: boolean) {
    const button = tabRefs.current[index];
    const topBefore = button?.getBoundingClientRect().top;
    writeChoice(labels[index]);
    if (focus) button?.focus();
    // Groups above this one may change height: keep the tab the reader used where it was.
    if (button && topBefore !== undefined && typeof window.requestAnimationFrame === 'function') {
      window.requestAnimationFrame(() => {
        const shift = button.getBoundingClientRect().top - topBefore;
        if (shift !== 0) window.scrollBy(0, shift);
      });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = labels.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <div className={styles.tabs} data-code-tabs="">
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {labels.map((tabLabel, index) => {
          const isSelected = tabLabel === selected;
          return (
            <button
              key={tabLabel}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(index, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tabLabel}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.props.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={tab.props.label !== selected}
          className={styles.panel}
        >
          <p className={styles.panelLabel}>{tab.props.label}</p>
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
