import type { ApiError } from '@/lib/api-error';

/** What could not be loaded, and the gateway's reason. */
export function LoadError({ what, error }: { what: string; error: ApiError }) {
  return (
    <p role="alert" className="font-semibold text-red-700">
      {what} could not be loaded: {error.message}
    </p>
  );
}
