/**
 * The server's words about practice files (issue 59), apart from practice.ts and its schemas so
 * that a screen that only checks an upload (lib/upload-check.ts, on the dashboard too) carries the
 * words and not the schemas.
 */
export const practiceErrors = {
  fileType: 'Vrsta datoteke ni dovoljena. Za vajo so dovoljeni: MusicXML (musicxml, xml, mxl), MIDI (mid) in posnetki MP3, OGG ali M4A.',
  fileNotFound: 'Datoteka za vajo ne obstaja.',
  voiceInvalid: 'Izberite glas: sopran, alt, tenor, bas, spremljava ali vsi glasovi.',
  voiceMapTooLarge: 'Glasov je preveč.',
  voiceMapKey: 'Oznaka glasu v notnem zapisu ni veljavna.',
  voiceOnlyAudio: 'Glas lahko določite le posnetku; notnemu zapisu in datoteki MIDI določite glasove posameznih delov.',
  voiceMapOnlyScore: 'Glasove delov lahko določite le notnemu zapisu ali datoteki MIDI.',
} as const;

export const practiceSuccess = {
  uploaded: 'Datoteka za vajo je naložena.',
  deleted: 'Datoteka za vajo je izbrisana.',
  voicesSaved: 'Glasovi so shranjeni.',
} as const;
