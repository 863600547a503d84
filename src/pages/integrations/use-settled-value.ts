import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`. For a live region: a screen reader hears
 * the result of what was typed, not one announcement per key.
 */
export function useSettledValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}
