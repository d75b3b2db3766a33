import { errors } from './messages.ts';
import { navUi } from './ui-common.ts';

/** Slovenian noun forms after a number: 1, 2, 3–4, 5+ (101 like 1, 102 like 2, …). */
const plural = (n: number, one: string, two: string, few: string, many: string) => {
  const r = n % 100;
  return r === 1 ? one : r === 2 ? two : r === 3 || r === 4 ? few : many;
};

/** Interface text of the posts screens, /posts and /posts/{id} (spec §2, §5, §8). */
export const postsUi = {
  title: navUi.posts,
  ofCommunity: (name: string) => `Skupina ${name}`,
  noCommunity: errors.postNoCommunity,
  newPost: 'Nova objava',
  loading: 'Nalaganje objav…',
  empty: 'Ni še objav v tej skupini.',
  emptyHint: 'Napišite prvo objavo in obvestite člane skupine.',
  loadFailed: 'Napaka pri nalaganju objav.',
  saveFailed: 'Napaka pri shranjevanju objave. Poskusite ponovno.',
  deleteFailed: 'Napaka pri brisanju objave.',
  commentFailed: 'Napaka pri objavi komentarja.',
  commentDeleteFailed: 'Napaka pri brisanju komentarja.',
  notFound: errors.postNotFound,
  backToList: 'Nazaj na objave',
  readMore: 'Preberi več',
  open: (title: string) => `Odpri objavo ${title}`,
  untitled: 'Objava',
  edited: 'urejeno',
  edit: 'Uredi',
  delete: 'Izbriši',
  actionsOf: (author: string) => `Dejanja za objavo uporabnika ${author}`,
  comments: (n: number) => `${n} ${plural(n, 'komentar', 'komentarja', 'komentarji', 'komentarjev')}`,
  form: {
    createTitle: 'Nova objava',
    editTitle: 'Uredi objavo',
    title: 'Naslov',
    content: 'Vsebina',
    contentPlaceholder: 'Kaj želite sporočiti skupini?',
    publish: 'Objavi',
    publishing: 'Objavljanje…',
    save: 'Shrani spremembe',
    saving: 'Shranjevanje…',
    counter: (used: number, max: number) => `${used} / ${max}`,
  },
  deleteDialog: {
    title: 'Izbriši objavo',
    text: 'Ali ste prepričani, da želite izbrisati to objavo? Izbrisani bodo tudi vsi njeni komentarji. Tega dejanja ni mogoče razveljaviti.',
    confirm: 'Izbriši objavo',
    busy: 'Brisanje…',
  },
  commentsTitle: 'Komentarji',
  noComments: 'Ni še komentarjev. Napišite prvega.',
  commentLabel: 'Nov komentar',
  commentPlaceholder: 'Napišite komentar …',
  sendComment: 'Objavi komentar',
  sending: 'Objavljanje…',
  deleteComment: 'Izbriši komentar',
  deleteCommentOf: (author: string) => `Izbriši komentar uporabnika ${author}`,
  deleteCommentDialog: {
    title: 'Izbriši komentar',
    text: 'Ali ste prepričani, da želite izbrisati ta komentar?',
    confirm: 'Izbriši komentar',
    busy: 'Brisanje…',
  },
} as const;
