import rawConfig from '@/content/site.config';
import rawSidebars from '@/content/sidebars';
import { validateSidebars } from './sidebars';
import { validateSiteConfig } from './validate';

/** The validated sidebars: content/sidebars.ts is checked when the build runs, not by TypeScript alone. */
export const sidebars = validateSidebars(rawSidebars);
/** The validated site configuration; a bad config fails the build here, naming the key and how to fix it. */
export const siteConfig = validateSiteConfig(rawConfig, sidebars);
