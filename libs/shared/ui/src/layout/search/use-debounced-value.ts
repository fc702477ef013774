import { useEffect, useState } from 'react';

/** `value`, but only once it has stayed the same for `delay` ms (the suggestion search waits 300 ms). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
