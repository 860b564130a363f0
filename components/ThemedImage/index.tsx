import type { LogoConfig } from '@/lib/config/schema';
import { rawHref } from '@/lib/urls';
import styles from './styles.module.css';

/**
 * A logo in both color modes without a script: both images are in the HTML and
 * CSS shows the one that fits the data-theme attribute.
 */
export default function ThemedImage({ logo, className }: { logo: LogoConfig; className?: string }) {
  const common = { width: logo.width, height: logo.height, decoding: 'async' as const };
  if (!logo.srcDark)
    return <img alt={logo.alt} {...common} src={rawHref(logo.src)} className={className} />;
  return (
    <>
      <img
        alt={logo.alt}
        {...common}
        src={rawHref(logo.src)}
        className={[styles.light, className].filter(Boolean).join(' ')}
      />
      <img
        alt={logo.alt}
        {...common}
        src={rawHref(logo.srcDark)}
        className={[styles.dark, className].filter(Boolean).join(' ')}
      />
    </>
  );
}
