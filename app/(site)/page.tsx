import Link from '@/components/Link';
import { siteConfig } from '@/lib/config';
import { MAIN_CONTENT_ID } from '@/lib/constants';
import styles from '@/components/HomePage/styles.module.css';

const FLOW = [
  {
    title: 'Forge',
    text:
      'Ask the API for an unsigned staking transaction: stake, unstake, withdraw, claim or ' +
      'restake rewards, redelegate, approve tokens, or turn auto-restake on and off.',
  },
  {
    title: 'Sign',
    text: 'Sign it yourself, with your own wallet or key management. The API never sees a private key.',
  },
  {
    title: 'Broadcast',
    text:
      'Send the signed transaction through the API, or broadcast it with your own node and ' +
      'submit the hash so the API can follow it.',
  },
];

const FEATURES = [
  {
    title: '42 staking identifiers',
    text:
      'Cosmos SDK chains, Solana, Polygon, NEAR, MultiversX, Polkadot pools, Chiliz, Covalent ' +
      'and StakeWise behind one request shape.',
  },
  {
    title: 'Reporting and yield',
    text: 'Earnings by token, wallet and day, staked amounts, and the current APR of every supported identifier.',
  },
  {
    title: 'One key header',
    text: 'Activate an account with an invitation code, then authenticate every call with the api-key header.',
  },
];

export default function HomePage() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <section className={styles.hero} aria-labelledby="home-title">
        {/* The tagline is the title's subtitle (hgroup), not a paragraph styled as a heading. */}
        <hgroup>
          <h1 id="home-title" className={styles.title}>
            {siteConfig.title}
          </h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
        </hgroup>
        <p className={styles.lead}>{siteConfig.description}</p>
        <div className={styles.actions}>
          <Link href="/docs/welcome/" className={styles.primary}>
            Get started
          </Link>
          <Link href="/api/" className={styles.secondary}>
            API Reference
          </Link>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="flow-title">
        <h2 id="flow-title" className={styles.sectionTitle}>
          Three steps for every chain
        </h2>
        <ol className={styles.grid}>
          {FLOW.map((step) => (
            <li key={step.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          What you get
        </h2>
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          New here? Read the <Link href="/docs/core-concepts/">core concepts</Link>, then follow a
          complete <Link href="/docs/examples/">example</Link>.
        </p>
      </section>
    </main>
  );
}
