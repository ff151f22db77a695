/** Spec 01 §1 maintenance notice, word for word. */
export const MAINTENANCE_MESSAGES = {
  heading: 'We ran into an issue.',
  text: "Our website is currently under construction. We're building something amazing for you and will be back soon!",
} as const;

/** Spec 01 §9: the maintenance animation repeats on a 2.5 s cycle. */
export const MAINTENANCE_ANIMATION_SECONDS = 2.5;

/** `GET /api/site/status`: whether the site is in maintenance (admins still get through). */
export interface SiteStatus {
  maintenance: boolean;
  /** True when MAINTENANCE_MODE=on forces it regardless of the database setting. */
  forcedByEnvironment: boolean;
}

/** `GET /api/admin/system`: counts for the system page. */
export interface SystemSummary {
  users: number;
  listings: number;
  subscribers: number;
  mailOutbox: { pending: number; sent: number };
  maintenance: SiteStatus;
}

/** `GET /api/admin/system/outbox` row (issue #11: no working links in it). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: string;
  /** The text with reset, set-password and verification tokens replaced; null once SMTP delivered it. */
  text: string | null;
  sent_at: string | null;
  created_at: string;
}
