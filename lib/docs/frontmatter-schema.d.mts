import type { z } from 'zod';

export const frontMatterSchema: z.ZodObject<
  {
    title: z.ZodString;
    description: z.ZodString;
    sidebar_label: z.ZodOptional<z.ZodString>;
    hide_table_of_contents: z.ZodDefault<z.ZodBoolean>;
    keywords: z.ZodOptional<z.ZodArray<z.ZodString>>;
    unlisted: z.ZodDefault<z.ZodBoolean>;
  },
  z.core.$strict
>;
