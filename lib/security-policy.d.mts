export const ANALYTICS_ORIGINS: { script: string[]; connect: string[]; img: string[] };
export function scriptHash(text: string): string;
export function contentSecurityPolicy(options: { scriptHashes: string[]; analytics?: boolean; connect?: string[]; forHeader?: boolean }): string;
export function siteWidePolicy(): string;
export const SECURITY_HEADERS: Record<string, string>;
export function inlineScripts(html: string): string[];
export function withPolicyMeta(html: string, policy: string): string;
