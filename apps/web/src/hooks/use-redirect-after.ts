import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Navigates to `to` after `delayMs` once `to` is set; nothing happens if the page is left first. */
export function useRedirectAfter(to: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
