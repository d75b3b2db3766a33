import { eventTypeLabels, standardEventTypes } from '@zborovodja/contracts';

/** Slovenian label of a standard event type; a community's own type is shown as written. */
export const eventTypeLabel = (type: string) => eventTypeLabels[type] ?? type;

export const isStandardEventType = (type: string) => (standardEventTypes as readonly string[]).includes(type);
