import { useCallback, useEffect, useRef, useState } from 'react';

export type FlashVariant = 'success' | 'danger' | 'info' | 'warning';
export interface Flash {
  variant: FlashVariant;
  text: string;
}

/** Success messages disappear after 3 s, errors after 5 s (spec §9); info and warnings stay. */
const lifetimes: Partial<Record<FlashVariant, number>> = { success: 3000, danger: 5000 };

export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((variant: FlashVariant, text: string) => {
    clearTimeout(timer.current);
    setFlash({ variant, text });
    const lifetime = lifetimes[variant];
    if (lifetime) timer.current = setTimeout(() => setFlash(null), lifetime);
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { flash, show, clear };
}
