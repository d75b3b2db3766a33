import { navUi } from '@zborovodja/contracts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useLogout } from '@/lib/auth.ts';
import { paths } from '@/lib/paths.ts';

/* What the desktop navbar and the mobile tab bar of a logged-in user share (spec §2 "Navigation"). */

export const isDashboard = (pathname: string) => pathname === paths.home || pathname === paths.dashboard;

/** Logout with its failure shown as a floating alert (the bars have no room for one). */
export function useLogoutAction() {
  const logout = useLogout();
  const { flash, show, clear } = useFlash();
  const run = () => logout.mutate(undefined, { onError: (e) => show('danger', errorMessage(e, navUi.logoutFailed)) });
  const alert = <FlashAlert flash={flash} onClose={clear} className="floating-alert shadow" />;
  return { run, pending: logout.isPending, alert };
}
