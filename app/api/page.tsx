import type { Metadata } from 'next';
import { MAIN_CONTENT_ID } from '@/lib/constants';

export const metadata: Metadata = {
  title: 'API Reference',
  description: 'Reference of every call of the staking API, rendered from its OpenAPI 3.0 description.',
};

export default function ApiReferencePage() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1.5rem', flex: 1 }}>
      <h1>API Reference</h1>
      <p>The reference of every call, rendered from the OpenAPI 3.0 description of the staking API.</p>
    </main>
  );
}
