import { lazy, Suspense, type ComponentProps } from 'react';
import type { SongPartViewer as Viewer } from './part-viewer.tsx';

const SongPartViewer = lazy(() => import('./part-viewer.tsx').then((m) => ({ default: m.SongPartViewer })));

/**
 * The part viewer, loaded when a setlist first opens it: the dashboard, a first page, offers it in
 * every setlist but need not carry it (~3.5 KB gzip with its words).
 */
export function LazySongPartViewer(props: ComponentProps<typeof Viewer>) {
  return (
    <Suspense fallback={null}>
      <SongPartViewer {...props} />
    </Suspense>
  );
}
