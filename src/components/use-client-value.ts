// A value only the browser knows (URL, screen width), as a hook: the pre-rendered value for the server and for
// hydration (the first client render must match the pre-rendered HTML),
// then the browser's, then every change it is told of.
import { useEffect, useState } from 'react';

export const noSubscription = () => () => {};

export function useClientValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(serverValue);
  useEffect(() => {
    const update = () => setValue(read);
    update();
    return subscribe(update);
    // The readers are module-level functions: subscribing once is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
