import type { z } from 'zod';

export const POSTS_FOLDER: 'content/changelog';
export function isPostFile(file: string): boolean;

type Author = z.ZodUnion<
  [z.ZodString, z.ZodObject<{ name: z.ZodString; title: z.ZodOptional<z.ZodString>; url: z.ZodOptional<z.ZodURL> }, z.core.$strict>]
>;

export const postFrontMatterSchema: z.ZodObject<
  {
    title: z.ZodString;
    date: z.ZodString;
    summary: z.ZodString;
    authors: z.ZodOptional<z.ZodArray<Author>>;
    tags: z.ZodOptional<z.ZodArray<z.ZodString>>;
    release: z.ZodOptional<z.ZodString>;
    draft: z.ZodDefault<z.ZodBoolean>;
  },
  z.core.$strict
>;
