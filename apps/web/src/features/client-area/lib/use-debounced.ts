import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms` (search boxes ask the server once the typing pauses). */
export function useDebounced<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
