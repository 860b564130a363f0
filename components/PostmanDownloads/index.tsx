import Link from '@/components/Link';
import { getDocById } from '@/lib/docs';
import { postmanFileHref } from '@/lib/postman/files';

/** The guide that shows how to import the collection into Postman, Bruno and Insomnia. */
export const API_CLIENTS_GUIDE = '/docs/api-clients';

/**
 * The Postman collection and its two environments as downloads (app/downloads/postman), with
 * the guide that tells how to import them: on /api and on the sandbox's guide.
 */
export default function PostmanDownloads({ className }: { className?: string }) {
  return (
    <p className={className}>
      Postman collection:{' '}
      <Link href={postmanFileHref('collection')} download>
        staking-api.postman_collection.json
      </Link>
      , with the environments{' '}
      <Link href={postmanFileHref('sandbox')} download>
        sandbox
      </Link>{' '}
      and{' '}
      <Link href={postmanFileHref('production')} download>
        production
      </Link>
      . Bruno and Insomnia import it too
      {getDocById('api-clients') ? (
        <>
          : <Link href={API_CLIENTS_GUIDE}>how to use it</Link>
        </>
      ) : null}
      .
    </p>
  );
}
