import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFlash } from '@/hooks/use-flash.ts';

/**
 * A page's flash message, also one handed over by the page before it through the navigation
 * state ({flash}): the post page, after deleting the post, returns to the list with it.
 */
export function useHandedFlash() {
  const flash = useFlash();
  const location = useLocation();
  const navigate = useNavigate();
  const handed = (location.state as { flash?: string } | null)?.flash;
  const { show } = flash;
  useEffect(() => {
    if (!handed) return;
    show('success', handed);
    // Shown once: a reload or a step back does not bring it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handed, show, navigate, location.pathname, location.search]);
  return flash;
}
