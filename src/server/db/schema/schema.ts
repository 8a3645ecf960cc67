import type { ColumnType, Generated } from 'kysely';
import type { AnalyticsTables } from './analytics-schema.ts';
import type { AuthKeyTables } from './auth-keys-schema.ts';
import type { BillingTables } from './billing-schema.ts';
import type { CatalogueTables } from './catalogue-schema.ts';
import type { BookingTables } from './booking-schema.ts';
import type { MediaTables } from './media-schema.ts';
import type { NewsletterTables } from './newsletter-schema.ts';
import type { TransmissionTables } from './transmission-schema.ts';
import type { WorkTables } from './work-schema.ts';
import type { MailTables } from './mail-schema.ts';
import type { TaskTables } from './tasks-schema.ts';
import type { Timestamp } from './column-types.ts';

export type { Timestamp } from './column-types.ts';

export type LeadSource = 'contact' | 'newsletter' | 'webinar' | 'waitlist' | 'resource' | 'booking';
export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'converted';

export interface LeadsTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  source: LeadSource;
  newsletter_subscriber: ColumnType<boolean, boolean | undefined, boolean>;
  user_id: string | null;
  /** The Signal Resource a 'resource' lead asked for a copy of. */
  resource_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When this registration began: a webinar lead registered again after cancelling is new. */
  registered_at: Timestamp;
  /** A webinar registration cancelled from its confirmation's link. */
  registration_cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

export interface ClientsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmailTemplatesTable {
  id: Generated<string>;
  name: string;
  subject: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CommunicationType = 'email' | 'sms';

export interface CommunicationsTable {
  id: Generated<string>;
  client_id: string;
  user_id: string;
  type: CommunicationType;
  subject: string | null;
  content: string;
  /** Nothing is delivered: every recorded communication is written as sent. */
  status: ColumnType<'sent', 'sent' | undefined, 'sent'>;
  created_at: Timestamp;
}

export interface AuthUsersTable {
  id: Generated<string>;
  /** Lower-cased and trimmed before it is stored or compared. */
  email: string;
  /** argon2id PHC string; never leaves the server. */
  encrypted_password: string;
  user_metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A new address waiting for its confirmation link (GoTrue's `email_change`). */
  email_change: ColumnType<string | null, string | null | undefined, string | null>;
  email_change_sent_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
}

export type AuthenticationMethod = 'password' | 'recovery' | 'otp';

export type AssuranceLevel = 'aal1' | 'aal2';
export type SecondFactorMethod = 'totp' | 'recovery_code';

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  /** How the session began, for the access token's `amr` claim. */
  authentication_method: AuthenticationMethod;
  /** `aal2` once a second factor was verified in this session. */
  aal: ColumnType<AssuranceLevel, AssuranceLevel | undefined, AssuranceLevel>;
  second_factor_method: ColumnType<
    SecondFactorMethod | null,
    SecondFactorMethod | null | undefined,
    SecondFactorMethod | null
  >;
  second_factor_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the session last proved who holds it (sign-in, current password, mailed code). */
  proved_at: Timestamp;
  user_agent: string | null;
  ip_address: string | null;
  created_at: Timestamp;
  refreshed_at: Date | null;
}

export interface AuthRefreshTokensTable {
  /** bigint comes back from the driver as a string. */
  id: ColumnType<string, never, never>;
  session_id: string;
  token_hash: string;
  parent_id: string | null;
  revoked_at: Date | null;
  created_at: Timestamp;
}

export type OneTimeTokenPurpose =
  | 'recovery'
  | 'purchase_claim'
  | 'signup'
  | 'magiclink'
  | 'email_otp'
  | 'reauthentication'
  | 'email_change';

export interface AuthOneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  expires_at: Date;
  created_at: Timestamp;
}

export interface AuthRateLimitsTable {
  bucket: string;
  window_started_at: Date;
  hits: number;
}

export type AppRole = 'admin' | 'user';

export interface TodoProfilesTable {
  id: string;
  email: string;
  role: ColumnType<AppRole, AppRole | undefined, AppRole>;
  created_at: Timestamp;
}

/** The one row of saved site settings (id 1); the document is validated when read. */
export interface SiteSettingsTable {
  id: ColumnType<number, never, never>;
  version: number;
  settings: ColumnType<unknown, string, string>;
  updated_at: Date | null;
  updated_by: string | null;
}

export interface SiteSettingsHistoryTable {
  version: number;
  changed_at: Timestamp;
  changed_by: string | null;
  changed_by_email: string;
  changes: ColumnType<unknown, string, string>;
}

/** The whole database as Kysely sees it; each feature's migration adds its tables here. */
export interface DB
  extends
    AnalyticsTables,
    AuthKeyTables,
    BillingTables,
    BookingTables,
    CatalogueTables,
    MailTables,
    MediaTables,
    NewsletterTables,
    TaskTables,
    TransmissionTables,
    WorkTables {
  leads: LeadsTable;
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_one_time_tokens: AuthOneTimeTokensTable;
  auth_rate_limits: AuthRateLimitsTable;
  todo_profiles: TodoProfilesTable;
  clients: ClientsTable;
  email_templates: EmailTemplatesTable;
  communications: CommunicationsTable;
  site_settings: SiteSettingsTable;
  site_settings_history: SiteSettingsHistoryTable;
}
