import type { Generated } from 'kysely';

/**
 * Table types. Booleans are stored as integers 0/1 and timestamps as ISO-8601 UTC text on both
 * SQLite and PostgreSQL, so one query code path serves both (docs/decisions.md).
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: string;
  display_name: string | null;
  profile_image: string | null;
  email_verified: number;
  is_approved: number;
  community_id: number | null;
  created_at: string;
  updated_at: string;
  /** Confusable skeleton of the username (users/username-skeleton.ts), unique; NULL only for lookalikes from before migration 0008. */
  username_skeleton: string | null;
}

export interface CommunitiesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  visibility: string;
  allow_member_edits: number;
  supported_event_types: string;
  /** JSON text of part → minimum (migration 0011), null when none. */
  voice_part_minimums: string | null;
  /** 'german' (H–B) or 'english' (migration 0023): the notation new songs start with. */
  chord_notation: Generated<'german' | 'english'>;
  admin_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CommunityUsersTable {
  id: Generated<number>;
  user_id: number;
  community_id: number;
  role: string;
  is_primary: number;
  created_at: string;
  /** The member's voice part in this community (issue 23): 'Sopran', 'Alt', 'Tenor', 'Bas' or free text. */
  voice_part: Generated<string | null>;
}

/** Issue 23: a repeating event (migration 0012). */
export interface EventSeriesTable {
  id: Generated<number>;
  /** RFC 5545 RRULE value (without "RRULE:"), expanded over floating dates (events/series-rule.ts). */
  rrule: string;
  /** DTSTART's date, YYYY-MM-DD. */
  start_date: string;
  /** The last date the rule gives. */
  ends_on: string;
  /** JSON array of YYYY-MM-DD dates taken out of the rule (EXDATE). */
  exdates: string;
  /** Occurrences exist as event rows up to this date. */
  materialized_until: string;
  /** JSON {"all":true} or {"voice_parts":[…]}, or null. */
  invite: string | null;
  title: string;
  time: string;
  location: string;
  event_type: string;
  description: string | null;
  visibility: 'private' | 'community' | 'public';
  community_id: number | null;
  owner_id: number;
  organizer_id: number;
  created_at: string;
  updated_at: string;
}

export interface EventSeriesInviteesTable {
  series_id: number;
  user_id: number;
  created_at: string;
}

/** An upload stored in the database (FILE_STORAGE=database, migration 0013); size -1 while written. */
export interface StoredFilesTable {
  area: string;
  name: string;
  size: number;
  created_at: string;
}

export interface StoredFileChunksTable {
  area: string;
  name: string;
  seq: number;
  data: Buffer;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value: a leaked table does not give away sessions. */
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: 'verify' | 'reset';
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** The address the link was mailed to (null for tokens from before migration 0006). */
  sent_to: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  content: string;
  reference_type: string | null;
  reference_id: number | null;
  is_read: number;
  created_at: string;
}

export interface InvitationsTable {
  id: Generated<number>;
  email: string;
  community_id: number;
  token_hash: string;
  make_primary: number;
  invited_by: number | null;
  is_used: number;
  used_at: string | null;
  expires_at: string;
  created_at: string;
}

/** One row per invitation e-mail sent (first send or resend), for the limits (migration 0008). */
export interface InvitationSendsTable {
  id: Generated<number>;
  invitation_id: number | null;
  community_id: number;
  invited_by: number | null;
  email: string;
  sent_at: string;
}

export interface PerformersTable {
  id: Generated<number>;
  community_id: number;
  name: string;
  description: string | null;
  image_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface SongsTable {
  id: Generated<number>;
  title: string;
  composer: string | null;
  title_sort: string;
  composer_sort: string | null;
  key: string | null;
  tempo: string | null;
  lyrics: string | null;
  notes: string | null;
  category: string;
  /** 'german' (H–B) or 'english' (migration 0023). */
  chord_notation: Generated<'german' | 'english'>;
  owner_type: 'user' | 'community';
  owner_id: number;
  created_by: number | null;
  part_file_name: string | null;
  /** Random name under DATA_DIR/uploads/part-files. */
  part_file_stored: string | null;
  part_file_type: string | null;
  part_file_size: number | null;
  part_file_uploaded_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A song's files to practise with (issue 59, migration 0024): a score or MIDI file, audio tracks. */
export interface SongPracticeFilesTable {
  id: Generated<number>;
  song_id: number;
  /** 'score' (MusicXML), 'midi' or 'audio'; a song has at most one score or MIDI file. */
  kind: 'score' | 'midi' | 'audio';
  /** An audio track's voice (soprano … accompaniment, or all); null for a score or MIDI file. */
  voice: string | null;
  /** JSON line key → voice: the leader's correction of the recognised voices ('{}' when none). */
  voice_map: string;
  name: string;
  /** Random name under the area practice-files. */
  stored: string;
  type: string;
  size: number;
  uploaded_at: string;
  uploaded_by: number | null;
}

export interface EventsTable {
  id: Generated<number>;
  title: string;
  /** YYYY-MM-DD in TZ_APP. */
  date: string;
  /** HH:MM. */
  time: string;
  location: string;
  event_type: string;
  description: string | null;
  visibility: 'private' | 'community' | 'public';
  community_id: number | null;
  owner_id: number;
  organizer_id: number;
  /** Random name under DATA_DIR/uploads/event-images. */
  header_image_stored: string | null;
  header_image_name: string | null;
  header_image_type: string | null;
  header_image_uploaded_at: string | null;
  created_at: string;
  updated_at: string;
  /** The series this event is an occurrence of (issue 23), and the date its rule gave it (RECURRENCE-ID). */
  series_id: Generated<number | null>;
  series_date: Generated<string | null>;
}

export interface EventAttendeesTable {
  event_id: number;
  user_id: number;
  status: 'pending' | 'confirmed' | 'declined';
  created_at: string;
  updated_at: string;
  /** Who set the status when not the attendee (migration 0011); null when they answered themselves. */
  set_by_id: number | null;
}

export interface SetlistsTable {
  id: Generated<number>;
  name: string;
  event_id: number;
  owner_type: 'user' | 'community';
  owner_id: number;
  created_at: string;
  updated_at: string;
}

export interface SetlistSongsTable {
  setlist_id: number;
  song_id: number;
  /** 1…n, renumbered on every save. */
  position: number;
  song_role: string | null;
  comment: string | null;
  /** The key this entry is sung in ('G', 'Bb', 'F#m'); null: the song's own key. */
  item_key: string | null;
}

export interface DB {
  users: UsersTable;
  communities: CommunitiesTable;
  community_users: CommunityUsersTable;
  sessions: SessionsTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  email_tokens: EmailTokensTable;
  notifications: NotificationsTable;
  invitations: InvitationsTable;
  invitation_sends: InvitationSendsTable;
  performers: PerformersTable;
  songs: SongsTable;
  song_practice_files: SongPracticeFilesTable;
  events: EventsTable;
  event_series: EventSeriesTable;
  event_series_invitees: EventSeriesInviteesTable;
  event_attendees: EventAttendeesTable;
  setlists: SetlistsTable;
  setlist_songs: SetlistSongsTable;
  posts: PostsTable;
  comments: CommentsTable;
  calendar_feed_tokens: CalendarFeedTokensTable;
  reminder_settings: ReminderSettingsTable;
  reminders_sent: RemindersSentTable;
  rsvp_tokens: RsvpTokensTable;
  absences: AbsencesTable;
  mail_outbox: MailOutboxTable;
  event_attendance_anonymous: EventAttendanceAnonymousTable;
  data_exports: DataExportsTable;
}

/** Attendance of a deleted account at a past event, kept for the group's statistics without a name (migration 0026). */
export interface EventAttendanceAnonymousTable {
  id: Generated<number>;
  event_id: number;
  status: 'pending' | 'confirmed' | 'declined';
  /** The voice part the person had in the event's group. */
  voice_part: string | null;
  updated_at: string;
}

/** A requested export of one's own data (issue 61, migration 0026): made by a worker, kept 24 hours. */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  state: 'pending' | 'working' | 'ready' | 'failed';
  attempts: Generated<number>;
  /** When pending: the next try; when working: the end of the worker's lease. */
  next_attempt_at: string;
  /** The ZIP's random name in the storage area 'data-exports'. */
  file_name: string | null;
  size: number | null;
  last_error: string | null;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
}

/** Every e-mail, written with its cause and delivered by the outbox worker (migration 0021). */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON list of the links in the message (logged in folder mode). */
  links: string;
  message_id: string;
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'expired';
  attempts: Generated<number>;
  next_attempt_at: string;
  not_after: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  failed_at: string | null;
}

/** Date ranges a member is away (migration 0011), both ends inclusive, YYYY-MM-DD. */
export interface AbsencesTable {
  id: Generated<number>;
  user_id: number;
  start_date: string;
  end_date: string;
  note: string | null;
  created_at: string;
}

/** Secret calendar feed URLs (migration 0008): scope 'user' or 'community:<id>'. */
export interface CalendarFeedTokensTable {
  id: Generated<number>;
  user_id: number;
  scope: string;
  community_id: number | null;
  /** The token is HMAC(SESSION_SECRET, nonce); only its SHA-256 is looked up. */
  nonce: string;
  token_hash: string;
  created_at: string;
}

export interface ReminderSettingsTable {
  user_id: number;
  /** 0 (off), 2, 24 or 48; no row means 24. */
  hours: number;
  updated_at: string;
}

export interface RemindersSentTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  event_start: string;
  claimed_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  state: 'pending' | 'sent' | 'failed' | 'skipped';
  last_error: string | null;
}

export interface RsvpTokensTable {
  token_hash: string;
  event_id: number;
  user_id: number;
  created_at: string;
}

export interface PostsTable {
  id: Generated<number>;
  community_id: number;
  /** Null once the author deleted their account (migration 0026): shown as "Izbrisan uporabnik". */
  user_id: number | null;
  title: string | null;
  content: string;
  created_at: string;
  updated_at: string;
}

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  /** Null once the author deleted their account (migration 0026). */
  user_id: number | null;
  content: string;
  created_at: string;
}
