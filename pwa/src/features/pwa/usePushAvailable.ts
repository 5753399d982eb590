import { useEffect, useState } from 'react';
import { pushKey } from './pushSubscription';

/** Whether the shop sends push at all (it gives its key): null until it answers. Nothing offers notifications without. */
export function usePushAvailable(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void pushKey().then((key) => current && setAvailable(key !== null));
    return () => {
      current = false;
    };
  }, []);
  return available;
}
