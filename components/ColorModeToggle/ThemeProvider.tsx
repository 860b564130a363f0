'use client';

import { ThemeProvider as NextThemesProvider, type ThemeProviderProps } from 'next-themes';
import { useFromServer } from '@/components/InlineScript';

/**
 * next-themes' provider, whose script sets the color mode before the first paint. Its script is
 * of no use outside the server's HTML, so a render in the browser alone marks it as data, which
 * React does not report (see InlineScript).
 */
export default function ThemeProvider(props: ThemeProviderProps) {
  const fromServer = useFromServer();
  return (
    <NextThemesProvider {...props} scriptProps={fromServer ? undefined : { type: 'text/plain' }} />
  );
}
