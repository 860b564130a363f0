export function parseBasePath(value: string | undefined): string;
export function basePathFromEnv(env?: Record<string, string | undefined>): string;
