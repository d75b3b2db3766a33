import { notificationsUi } from '@zborovodja/contracts';

/**
 * The type's Slovenian badge (the spec showed the raw type, "EVENT CREATED"). Apart from utils.ts,
 * which the top bar's menu loads with the first page: the notifications page's words stay in its
 * own chunk.
 */
export const typeLabel = (type: string) => notificationsUi.typeLabels[type] ?? notificationsUi.otherType;
