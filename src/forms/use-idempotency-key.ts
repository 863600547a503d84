import { useEffect, useState } from 'react';
import { IdempotencyKey } from './idempotency-key';

/** react-hook-form's `watch(callback)`: calls back on every change of a value, `reset` included. */
type WatchValues = (callback: () => void) => { unsubscribe: () => void };

/**
 * The form's `IdempotencyKey`, renewed whenever one of its values changes. Changes the form
 * library does not see (a chosen file) and an accepted submission call `renew` themselves.
 */
export function useIdempotencyKey(watch: WatchValues): IdempotencyKey {
  const [key] = useState(() => new IdempotencyKey());
  useEffect(() => {
    const subscription = watch(() => {
      key.renew();
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [watch, key]);
  return key;
}
