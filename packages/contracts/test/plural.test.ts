import { describe, expect, it } from 'vitest';
import {
  adminUi,
  attendanceUi,
  navUi,
  communitiesUi,
  dashboardUi,
  notificationsUi,
  plural,
  postsUi,
  seriesMessages,
  seriesRuleWords,
  seriesSummaryUi,
  standUi,
  zodMessages,
} from '../src/index.ts';

/**
 * Issue 57, #5: every counted text agrees with its number through Slovenian's four plural forms
 * (CLDR: one, two, few, other), also past 100: 101 like 1, 102 like 2, 103 like 3, 105 like 5.
 */
const numbers = [1, 2, 3, 5, 101, 102, 103, 105] as const;
type Forms = [one: string, two: string, few: string, other: string];
const expected = (n: number, [one, two, few, other]: Forms) => (n % 100 === 1 ? one : n % 100 === 2 ? two : n % 100 <= 4 ? few : other);

const counted: [name: string, text: (n: number) => string, forms: Forms][] = [
  ['plural', (n) => `${n} ${plural(n, 'pesem', 'pesmi', 'pesmi', 'pesmi')}`, ['pesem', 'pesmi', 'pesmi', 'pesmi']],
  ['partPending', (n) => attendanceUi.partPending(n), ['neodločen)', 'neodločena)', 'neodločeni)', 'neodločenih)']],
  ['semitones', (n) => standUi.chords.semitones(n), ['polton', 'poltona', 'poltoni', 'poltonov']],
  ['membersCount', (n) => communitiesUi.membersCount(n), ['član', 'člana', 'člani', 'članov']],
  ['unreadCount', (n) => navUi.unreadCount(n), ['neprebrano obvestilo', 'neprebrani obvestili', 'neprebrana obvestila', 'neprebranih obvestil']],
  ['unreadSummary', (n) => notificationsUi.unreadSummary(n), ['neprebrano', 'neprebrani', 'neprebrana', 'neprebranih']],
  ['eventsCount', (n) => dashboardUi.calendar.eventsCount(n), ['dogodek', 'dogodka', 'dogodki', 'dogodkov']],
  ['comments', (n) => postsUi.comments(n), ['komentar', 'komentarja', 'komentarji', 'komentarjev']],
  ['series count', (n) => seriesSummaryUi.count(n), ['dogodek', 'dogodka', 'dogodki', 'dogodkov']],
  ['deleteWithUsers', (n) => adminUi.communities.deleteWithUsers(n), ['uporabnika.', 'uporabnika.', 'uporabnike.', 'uporabnikov.']],
  ['minText', (n) => zodMessages.minText(n), ['znak.', 'znaka.', 'znake.', 'znakov.']],
  ['minItems', (n) => zodMessages.minItems(n), ['element.', 'elementa.', 'elemente.', 'elementov.']],
  ['ownChanges', (n) => seriesMessages.ownChanges(n), ['datum ima', 'datuma imata', 'datumi imajo', 'datumov ima']],
  ['scopeEditForbidden', (n) => seriesMessages.scopeEditForbidden(n), ['datumu', 'datumih', 'datumih', 'datumih']],
];

describe('counted texts', () => {
  for (const [name, text, forms] of counted) {
    it(`${name} agrees with 1, 2, 3, 5, 101, 102, 103 and 105`, () => {
      for (const n of numbers) expect(text(n), `${name}(${n})`).toContain(`${n} ${expected(n, forms)}`);
    });
  }
});

describe('series rules read as Slovenian', () => {
  it('weekdays take "ob" with the locative plural; a monthly ordinal agrees with its day', () => {
    expect(seriesRuleWords({ frequency: 'weekly', weekdays: ['WE'], month_week: null })).toBe('vsak teden ob sredah');
    expect(seriesRuleWords({ frequency: 'biweekly', weekdays: ['TU', 'TH'], month_week: null })).toBe('vsaka dva tedna ob torkih in četrtkih');
    expect(seriesRuleWords({ frequency: 'monthly', weekdays: ['WE'], month_week: 2 })).toBe('vsak mesec drugo sredo');
    expect(seriesRuleWords({ frequency: 'monthly', weekdays: ['TU'], month_week: -1 })).toBe('vsak mesec zadnji torek');
  });
});
