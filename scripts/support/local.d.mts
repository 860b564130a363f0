import type { Browser, LaunchOptions } from 'playwright-core';

export const CHROME_PATH: string;
export const CHROME_FLAGS: readonly string[];
export function launchChromium(options?: LaunchOptions): Promise<Browser>;
export function freePort(host?: string): Promise<number>;
export function waitUntilUp(url: string, options?: { timeoutMs?: number; intervalMs?: number }): Promise<void>;
export interface ServedFolder {
  origin: string;
  stop(): void;
}
export function serveFolder(dir: string, options?: { config?: string; probe?: string }): Promise<ServedFolder>;
export function serveExport(outDir?: string): Promise<ServedFolder>;
