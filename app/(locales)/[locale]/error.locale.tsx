'use client';

// The same error page as the default locale's (app/(site)/error.tsx).
export { default } from '../../(site)/error';
