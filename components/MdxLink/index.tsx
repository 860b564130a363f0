import Link from '@/components/IntentLink';
import type { ComponentProps } from 'react';
import ExternalLink from '@/components/ExternalLink';
import { isExternalHref, normalizeInternalHref } from '@/lib/urls';

/** Links in MDX: pages go through next/link (written with a trailing slash), outbound links open a new tab. */
export default function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (isExternalHref(href) && !href.startsWith('mailto:')) return <ExternalLink href={href}>{children}</ExternalLink>;
  if (href.startsWith('/') && !/\.[a-z0-9]+(?:[?#]|$)/i.test(href)) {
    return <Link href={normalizeInternalHref(href)} {...rest}>{children}</Link>;
  }
  return <a href={href} {...rest}>{children}</a>;
}
