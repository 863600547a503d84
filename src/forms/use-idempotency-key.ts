import { useEffect, useState } from 'react';
import { IdempotencyKey } from './idempotency-key';

/** react-hook-form's `watch(callback)`, which calls back on every change, `reset` included. */
type WatchValues = (callback: () => void) => { unsubscribe: () => void };

/** Renewed whenever a value changes; a chosen file and an accepted submission call `renew` themselves. */
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
