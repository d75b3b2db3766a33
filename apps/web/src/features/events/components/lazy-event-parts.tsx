import { Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { lazyWithPreload } from '@/lib/lazy-component.ts';
import type { AttendeesModal } from './desktop/attendees-modal.tsx';
import type { SetlistEditorModal } from './desktop/setlist-editor-modal.tsx';
import type { MassPlanDialog } from './shared/mass-plan-dialog.tsx';
import type { LiturgicalDayInfo } from './shared/liturgical-day-info.tsx';
import type { SeriesDetail } from './desktop/series-detail.tsx';
import type { EventView } from './mobile/event-view.tsx';
import type { EventsFilterSheet } from './mobile/events-filter.tsx';
import type { DeleteEventDialog } from './shared/delete-event-dialog.tsx';
import type { EventFormModal } from './shared/event-form-modal.tsx';
import type { HeaderImageModal } from './shared/header-image-modal.tsx';
import type { AttendanceExtras } from './shared/attendance-extras.tsx';

/*
 * What the dashboard's first screen offers but only needs once the user opens it: the mobile event
 * view, the event form, the filter sheet, the delete and header-image dialogs, the attendees modal
 * and the setlist editor. Each is its own chunk, downloaded when first opened, or before: on hover,
 * focus or pointerdown of the button that opens it, and at the visitor's first move on the first
 * screen (useWarmOnFirstMove in mobile/events-list.tsx and desktop/desktop-dashboard.tsx).
 */
export const eventView = lazyWithPreload(() => import('./mobile/event-view.tsx'), (m) => m.EventView);
export const eventForm = lazyWithPreload(() => import('./shared/event-form-modal.tsx'), (m) => m.EventFormModal);
export const filterSheet = lazyWithPreload(() => import('./mobile/events-filter.tsx'), (m) => m.EventsFilterSheet);
export const deleteDialog = lazyWithPreload(() => import('./shared/delete-event-dialog.tsx'), (m) => m.DeleteEventDialog);
export const headerImage = lazyWithPreload(() => import('./shared/header-image-modal.tsx'), (m) => m.HeaderImageModal);
export const attendeesModal = lazyWithPreload(() => import('./desktop/attendees-modal.tsx'), (m) => m.AttendeesModal);
export const setlistEditor = lazyWithPreload(() => import('./desktop/setlist-editor-modal.tsx'), (m) => m.SetlistEditorModal);
export const dayInfo = lazyWithPreload(() => import('./shared/liturgical-day-info.tsx'), (m) => m.LiturgicalDayInfo);
export const seriesDetail = lazyWithPreload(() => import('./desktop/series-detail.tsx'), (m) => m.SeriesDetail);
export const massPlan = lazyWithPreload(() => import('./shared/mass-plan-dialog.tsx'), (m) => m.MassPlanDialog);

/** The mobile event view; the page spinner while its chunk loads (as while the event loads). */
export function LazyEventView(props: ComponentProps<typeof EventView>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <eventView.Component {...props} />
    </Suspense>
  );
}

/** True from the first render with `show` on: a modal's chunk is not loaded before it first opens, and it stays mounted after (closing animates as before). */
function useOpenedOnce(show: boolean) {
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  return opened || show;
}

/** A modal's lazy component that is mounted from its first opening on (useOpenedOnce). */
function openedOnce<P extends { show: boolean }>(part: { Component: ComponentType<P> }) {
  return function LazyModal(props: P) {
    const opened = useOpenedOnce(props.show);
    return opened ? <Suspense fallback={null}><part.Component {...props} /></Suspense> : null;
  };
}

export const LazyEventFormModal = openedOnce<ComponentProps<typeof EventFormModal>>(eventForm);
export const LazyEventsFilterSheet = openedOnce<ComponentProps<typeof EventsFilterSheet>>(filterSheet);
export const LazyDeleteEventDialog = openedOnce<ComponentProps<typeof DeleteEventDialog>>(deleteDialog);
export const LazyHeaderImageModal = openedOnce<ComponentProps<typeof HeaderImageModal>>(headerImage);

/** Rendered only while open (attendance-section.tsx). */
export function LazyAttendeesModal(props: ComponentProps<typeof AttendeesModal>) {
  return <Suspense fallback={null}><attendeesModal.Component {...props} /></Suspense>;
}

/** Rendered only while open (setlist-section.tsx). */
export function LazySetlistEditorModal(props: ComponentProps<typeof SetlistEditorModal>) {
  return <Suspense fallback={null}><setlistEditor.Component {...props} /></Suspense>;
}

/** 'Predlagaj po liturgiji' (issue 22), rendered only while open: its own chunk. */
export function LazyMassPlanDialog(props: ComponentProps<typeof MassPlanDialog>) {
  return <Suspense fallback={null}><massPlan.Component {...props} /></Suspense>;
}

/** The liturgical day of a mass on the event card (issue 22): its own chunk, loaded for masses only. */
export function LazyLiturgicalDayInfo(props: ComponentProps<typeof LiturgicalDayInfo>) {
  if (props.event.event_type !== 'mass') return null;
  return <Suspense fallback={null}><dayInfo.Component {...props} /></Suspense>;
}

/** How an occurrence's series repeats, on the event card: its own chunk, loaded for occurrences only (the first screen is at its budget). */
export function LazySeriesDetail(props: Partial<ComponentProps<typeof SeriesDetail>>) {
  if (!props.series) return null;
  return <Suspense fallback={null}><seriesDetail.Component series={props.series} /></Suspense>;
}

/*
 * Issue 23's voice-part summary (without `attendee`) and an attendee's marks and the leader's
 * buttons: a chunk of their own, loaded when an attendance list is shown (the desktop dashboard's
 * first screen is at its budget, so this wrapper is as small as it can be).
 */
const extras = lazyWithPreload(() => import('./shared/attendance-extras.tsx'), (m) => m.AttendanceExtras);
export function LazyAttendanceExtras(props: ComponentProps<typeof AttendanceExtras>) {
  return <Suspense fallback={null}><extras.Component {...props} /></Suspense>;
}
