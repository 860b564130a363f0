import type { LogoConfig } from '@/lib/config/schema';
import { rawHref } from '@/lib/urls';
import styles from './styles.module.css';

/**
 * A logo in both color modes without a script: both images are in the HTML and
 * CSS shows the one that fits the data-theme attribute. Both load lazily: the browser then fetches
 * only the one shown, once the page is laid out, so neither competes with the stylesheets before
 * the first paint (React preloads an eager image from the head). Their width and height keep
 * their place, so nothing moves when one arrives.
 */
export default function ThemedImage({ logo, className }: { logo: LogoConfig; className?: string }) {
  const common = { width: logo.width, height: logo.height, decoding: 'async' as const };
  if (!logo.srcDark)
    return <img alt={logo.alt} {...common} src={rawHref(logo.src)} className={className} />;
  const lazy = { ...common, loading: 'lazy' as const };
  return (
    <>
      <img
        alt={logo.alt}
        {...lazy}
        src={rawHref(logo.src)}
        className={[styles.light, className].filter(Boolean).join(' ')}
      />
      <img
        alt={logo.alt}
        {...lazy}
        src={rawHref(logo.srcDark)}
        className={[styles.dark, className].filter(Boolean).join(' ')}
      />
    </>
  );
}
