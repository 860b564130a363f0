import type { ThemeRegistration } from 'shiki';

export const CODE_COLOR_FIXES: Record<string, Record<string, string>>;
export function codeThemes(): Promise<{ light: ThemeRegistration; dark: ThemeRegistration }>;
