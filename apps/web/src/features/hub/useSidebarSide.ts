import { useEffect, useState } from 'react';

/**
 * The sidebar slides in from the right above 768 px, from the left below
 * (docs/product-rules.md#sizes-and-timings); resize throttled 100 ms.
 */
const read = (): 'left' | 'right' =>
  typeof window !== 'undefined' && window.innerWidth > 768 ? 'right' : 'left';

export function useSidebarSide(): 'left' | 'right' {
  const [side, setSide] = useState<'left' | 'right'>(read);
  useEffect(() => {
    let last = 0;
    let trailing: number | undefined;
    const onResize = () => {
      const now = Date.now();
      window.clearTimeout(trailing);
      if (now - last >= 100) {
        last = now;
        setSide(read());
      } else trailing = window.setTimeout(() => setSide(read()), 100);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(trailing);
    };
  }, []);
  return side;
}
