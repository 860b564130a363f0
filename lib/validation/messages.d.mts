import type { z } from 'zod';

export function closestKey(key: string, candidates: readonly string[]): string | undefined;
export function formatPath(path: readonly PropertyKey[]): string;
export function strictObject<T extends z.ZodRawShape>(shape: T, hints?: Record<string, string>): z.ZodObject<T, z.core.$strict>;
export function formatIssues(error: z.ZodError): string;
