export const TRAILING_SLASH: boolean;
export function isFilePath(pathname: string): boolean;
export function pagePath(href: string): string;
