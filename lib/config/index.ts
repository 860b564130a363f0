import rawConfig from '@/content/site.config';
import sidebars from '@/content/sidebars';
import { validateSiteConfig } from './validate';

/** The validated site configuration; a bad config fails the build here (spec §5). */
export const siteConfig = validateSiteConfig(rawConfig, sidebars);
export { sidebars };
