/**
 * Inline script for <head>, run before next-themes' own script: a stored color
 * mode the site does not know (an old version, a hand edit) is dropped with a
 * console warning, so the default applies instead of a broken theme.
 */
export function colorModeStorageScript(storageKey: string, allowed: readonly string[]): string {
  const key = JSON.stringify(storageKey);
  return `try{var v=localStorage.getItem(${key});if(v!==null&&${JSON.stringify(allowed)}.indexOf(v)<0){localStorage.removeItem(${key});console.warn('Ignoring the stored color mode "'+v+'": expected one of ${allowed.join(', ')}.')}}catch(e){}`;
}
