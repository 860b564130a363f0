'use client';

import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { useTranslate } from '@/components/UiStrings';
import { colorModeCycle, nextColorMode, type ColorModeChoice } from './modes';
import styles from './styles.module.css';

const ICONS: Record<ColorModeChoice, string> = {
  light:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1 3h-2l1-3zm0 20-1-3h2l-1 3zM2 ' +
    '12l3-1v2l-3-1zm20 0-3 1v-2l3 1zM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8zm14.2 14.2-2.8-1.4 ' +
    '1.4-1.4 1.4 2.8zM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4z',
  dark: 'M9.4 3.2a9 9 0 1 0 11.4 11.4A7.5 7.5 0 0 1 9.4 3.2z',
  system:
    'M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-7v2h3v2H7v-2h3v-2H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v9h16V6H4z',
};

function Icon({ mode, className }: { mode: ColorModeChoice; className?: string }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={ICONS[mode]} />
    </svg>
  );
}

const subscribeToNothing = () => () => {};

/**
 * The color mode switch. Before hydration the stored mode is unknown
 * to React, so the icon follows the data-theme attribute through CSS and the
 * name stays generic; after it, the name says the current and the next mode.
 */
export default function ColorModeToggle({
  respectPrefersColorScheme,
}: {
  respectPrefersColorScheme: boolean;
}) {
  const { theme, setTheme } = useTheme();
  const t = useTranslate();
  const modeName = (mode: ColorModeChoice) => t(`theme.colorToggle.${mode}`);
  // False in the server's HTML and while hydrating it, true after: nothing to subscribe to.
  const mounted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const cycle = colorModeCycle(respectPrefersColorScheme);
  const current: ColorModeChoice = cycle.includes(theme as ColorModeChoice)
    ? (theme as ColorModeChoice)
    : 'light';
  const next = nextColorMode(current, cycle);
  const label = mounted
    ? t('theme.colorToggle.ariaLabel', { next: modeName(next), current: modeName(current) })
    : t('theme.colorToggle.ariaLabelUnknown');

  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={label}
      title={label}
      disabled={!mounted}
      data-color-mode={mounted ? current : undefined}
      onClick={() => setTheme(next)}
    >
      {mounted ? (
        <Icon mode={current} />
      ) : (
        <>
          <Icon mode="light" className={styles.lightIcon} />
          <Icon mode="dark" className={styles.darkIcon} />
        </>
      )}
    </button>
  );
}
