import { communitiesUi, standardEventTypes } from '@zborovodja/contracts';

/** Slovenian label of a standard event type; a community's own type is shown as written. */
export const eventTypeLabel = (type: string) => communitiesUi.eventTypeLabels[type] ?? type;

export const isStandardEventType = (type: string) => (standardEventTypes as readonly string[]).includes(type);
