import { sql } from 'drizzle-orm';
import { PHOTO_KINDS, PHOTO_PLACES } from '../lib/images/rules';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const USER_ROLES = ['user', 'premium', 'moderator', 'admin'] as const;
/** Grants beside the role (docs/decisions/201): 'support' reads every project and writes none. */
export const STAFF_ROLES = ['support'] as const;
export const USER_STATUSES = ['active', 'suspended', 'pending'] as const;
export const PROJECT_STATUSES = ['pending', 'generating', 'completed', 'failed'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export const RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export const ICON_TYPES = ['users', 'zap', 'bot', 'globe', 'star', 'briefcase', 'code', 'palette'] as const;

export type UserRole = (typeof USER_ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

// Times are integer milliseconds since the epoch; money is integer cents.
const createdAt = (name = 'created_at') => integer(name).notNull().default(sql`(unixepoch() * 1000)`);
const jsonList = (name: string) =>
  text(name, { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`);

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    permissions: jsonList('permissions'),
    createdAt: createdAt(),
    lastLoginAt: integer('last_login_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_role_check', inList('role', USER_ROLES)),
    check('users_status_check', inList('status', USER_STATUSES)),
    check('users_staff_role_check', inList('staff_role', STAFF_ROLES)),
  ],
);

/** Links a provider identity (GitHub, Google, local) to a user. */
export const accounts = sqliteTable(
  'accounts',
  {
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_provider_unique').on(t.provider, t.providerAccountId),
    index('accounts_user_idx').on(t.userId),
  ],
);

/** Server-side sessions; the cookie carries a random id whose SHA-256 is the key here. */
export const sessions = sqliteTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const templates = sqliteTable(
  'templates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    basePriceCents: integer('base_price_cents').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    features: jsonList('features'),
    missionAlignment: text('mission_alignment'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at'),
  },
  (t) => [
    uniqueIndex('templates_name_unique').on(t.name),
    index('templates_active_idx').on(t.isActive),
    check('templates_price_check', sql`base_price_cents >= 0 and base_price_cents <= 10000000`),
  ],
);

export const projects = sqliteTable(
  'projects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    businessType: text('business_type').notNull(),
    requirements: text('requirements').notNull().default(''),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    basePriceCents: integer('base_price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    slug: text('slug').notNull(),
    generatedUrl: text('generated_url'),
    currentVersion: integer('current_version'),
    isPublishedToStore: integer('is_published_to_store', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer('updated_at')
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
    /** Added in 0002: the provider checkout session / payment intent most recently opened for this project. */
    paymentSessionId: text('payment_session_id'),
    /**
     * Added in 0007: the owner's confirmed business facts as JSON (core/lib/facts/schema.ts); null = never
     * confirmed (docs/decisions/140). Read through core/models/facts.server.ts, which tolerates bad JSON.
     */
    facts: text('facts'),
    /**
     * Added in 0011: when the owner deleted the project (docs/decisions/260); null while it exists. A deleted row is
     * kept as the record of what was paid; the access gate treats it as missing.
     */
    deletedAt: integer('deleted_at'),
  },
  (t) => [
    index('projects_user_idx').on(t.userId, t.createdAt),
    index('projects_status_idx').on(t.status),
    uniqueIndex('projects_slug_unique').on(t.slug),
    check('projects_status_check', inList('status', PROJECT_STATUSES)),
    check('projects_payment_status_check', inList('payment_status', PAYMENT_STATUSES)),
    check(
      'projects_price_check',
      sql`base_price_cents >= 0 and fee_cents >= 0 and total_price_cents = base_price_cents + fee_cents`,
    ),
  ],
);

export const publishedApps = sqliteTable(
  'published_apps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    features: jsonList('features'),
    url: text('url').notNull(),
    iconType: text('icon_type', { enum: ICON_TYPES }).notNull().default('globe'),
    color: text('color').notNull().default('#2563eb'),
    rating: real('rating').notNull().default(0),
    userCount: integer('user_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('published_apps_project_unique').on(t.projectId),
    index('published_apps_created_idx').on(t.createdAt),
    index('published_apps_user_idx').on(t.userId),
    check('published_apps_icon_check', inList('icon_type', ICON_TYPES)),
    check('published_apps_rating_check', sql`rating >= 0 and rating <= 5`),
  ],
);

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(t.email)],
);

export const invites = sqliteTable(
  'invites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tokenHash: text('token_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    permissions: jsonList('permissions'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invites_token_unique').on(t.tokenHash),
    check('invites_role_check', inList('role', USER_ROLES)),
  ],
);

/** One row per provider event id: a replayed webhook finds its row and changes nothing. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents'),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_project_idx').on(t.projectId)],
);

/** Exactly one payment per project: the unique index is what makes double payment impossible. */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_project_unique').on(t.projectId),
    check('payments_amount_check', sql`amount_cents > 0`),
  ],
);

export const generationRuns = sqliteTable(
  'generation_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    version: integer('version'),
    kind: text('kind').notNull().default('generation'),
    status: text('status', { enum: RUN_STATUSES }).notNull().default('running'),
    provider: text('provider').notNull(),
    step: text('step'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    startedAt: createdAt('started_at'),
    finishedAt: integer('finished_at'),
  },
  (t) => [
    index('generation_runs_project_idx').on(t.projectId, t.startedAt),
    index('generation_runs_user_idx').on(t.userId, t.startedAt),
    // 0003: one running run per project; each run reserves its project's next version number.
    uniqueIndex('generation_runs_one_running').on(t.projectId).where(sql`status = 'running'`),
    uniqueIndex('generation_runs_project_version_unique').on(t.projectId, t.version),
    check('generation_runs_status_check', inList('status', RUN_STATUSES)),
    check('generation_runs_progress_check', sql`progress >= 0 and progress <= 100`),
  ],
);

export const SITE_VERSION_KINDS = ['generation', 'edit', 'section', 'restore'] as const;
export type SiteVersionKind = (typeof SITE_VERSION_KINDS)[number];

/** One published version of a generated site (docs/decisions/030); files in R2 under sites/{projectId}/v{version}/. */
export const siteVersions = sqliteTable(
  'site_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    runId: integer('run_id').references(() => generationRuns.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    fileCount: integer('file_count').notNull(),
    totalBytes: integer('total_bytes').notNull(),
    createdAt: createdAt(),
    /** docs/decisions/110 (0006): what made this version, which version's files it serves, and a short note. */
    kind: text('kind', { enum: SITE_VERSION_KINDS }).notNull().default('generation'),
    filesVersion: integer('files_version'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('site_versions_project_version_unique').on(t.projectId, t.version),
    check('site_versions_version_check', sql`version >= 1 and file_count >= 1 and total_bytes >= 0`),
  ],
);

/** Key/value settings (0002): the default base price and the service-fee percent, later edited by admins. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at')
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
});

export type User = typeof users.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type Template = typeof templates.$inferSelect;
export type PublishedApp = typeof publishedApps.$inferSelect;
export type GenerationRun = typeof generationRuns.$inferSelect;
export type SiteVersion = typeof siteVersions.$inferSelect;

/** Personal API tokens: only the SHA-256 of the token is stored; the token is shown once. */
export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
  },
  (t) => [uniqueIndex('api_tokens_hash_unique').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);

export const WEBHOOK_EVENTS = ['project.generation.completed', 'project.generation.failed'] as const;
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** Outgoing webhook endpoints; the signing secret is stored encrypted (AES-GCM) and shown once. */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    createdAt: createdAt(),
    disabledAt: integer('disabled_at'),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: WEBHOOK_EVENTS }).notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: integer('next_attempt_at'),
    createdAt: createdAt(),
    deliveredAt: integer('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', inList('status', DELIVERY_STATUSES)),
    check('webhook_deliveries_event_check', inList('event_type', WEBHOOK_EVENTS)),
  ],
);

export const AUDIT_ACTOR_TYPES = ['panel', 'user', 'visitor'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** Admin actions (docs/decisions/102): who, what and when. actor_id has no foreign key so records outlive users. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorType: text('actor_type', { enum: AUDIT_ACTOR_TYPES }).notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    check('audit_log_actor_type_check', inList('actor_type', AUDIT_ACTOR_TYPES)),
  ],
);

/** Password-gated admin panel sessions (8 h, not sliding); see core/auth/admin-session.server.ts. */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    passwordTag: text('password_tag').notNull(),
    ip: text('ip'),
    expiresAt: integer('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
);

export type AuditEntry = typeof auditLog.$inferSelect;
export type Invite = typeof invites.$inferSelect;

/** A custom domain attached to a generated site (docs/decisions/111, 0006); served once its TXT record is verified. */
export const DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
export const customDomains = sqliteTable(
  'custom_domains',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    token: text('token').notNull(),
    status: text('status', { enum: DOMAIN_STATUSES }).notNull().default('pending'),
    checkedAt: integer('checked_at'),
    verifiedAt: integer('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('custom_domains_project_unique').on(t.projectId),
    uniqueIndex('custom_domains_verified_hostname_unique').on(t.hostname).where(sql`status = 'verified'`),
    index('custom_domains_hostname_idx').on(t.hostname),
    check('custom_domains_status_check', inList('status', DOMAIN_STATUSES)),
  ],
);
export type CustomDomain = typeof customDomains.$inferSelect;

/** An incident on the status page (0008), kept by the admin panel (docs/decisions/174). */
export const INCIDENT_STATUSES = ['investigating', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const statusIncidents = sqliteTable(
  'status_incidents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    status: text('status', { enum: INCIDENT_STATUSES }).notNull().default('investigating'),
    createdAt: createdAt(),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [index('status_incidents_created_idx').on(t.createdAt), check('status_incidents_status_check', inList('status', INCIDENT_STATUSES))],
);
export type StatusIncident = typeof statusIncidents.$inferSelect;

/** The business's own logo and photos (0009, docs/decisions/180); bytes in R2 under sites/{projectId}/media/{id}/. */
export const photos = sqliteTable(
  'photos',
  {
    id: text('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PHOTO_KINDS }).notNull(),
    place: text('place', { enum: PHOTO_PLACES }),
    offering: integer('offering'),
    alt: text('alt').notNull(),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Comma-separated web widths stored, e.g. '480,960,1600'. */
    widths: text('widths').notNull(),
    fallback: text('fallback', { enum: ['jpg', 'png'] }).notNull(),
    bytes: integer('bytes').notNull(),
    /** 1 while on the photos page; a removed image stays (0) while a site version uses it. */
    inLibrary: integer('in_library').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_project_idx').on(t.projectId, t.inLibrary, t.position),
    index('photos_user_idx').on(t.userId),
    uniqueIndex('photos_one_logo').on(t.projectId).where(sql`kind = 'logo' and in_library = 1`),
    check('photos_kind_check', inList('kind', PHOTO_KINDS)),
    check('photos_place_check', sql`place is null or ${inList('place', PHOTO_PLACES)}`),
    check('photos_fallback_check', sql`fallback in ('jpg', 'png')`),
    check('photos_size_check', sql`width >= 1 and height >= 1 and bytes >= 0`),
  ],
);
export type Photo = typeof photos.$inferSelect;

/** Which images a site version shows, with their words and places at that time (0009). */
export const siteVersionPhotos = sqliteTable(
  'site_version_photos',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    photoId: text('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PHOTO_KINDS }).notNull(),
    place: text('place', { enum: PHOTO_PLACES }),
    offering: integer('offering'),
    alt: text('alt').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.version, t.photoId] }), index('site_version_photos_photo_idx').on(t.photoId)],
);
