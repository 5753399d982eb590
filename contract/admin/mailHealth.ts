// Whether mail leaves the shop: the staff's alarm and the operator's /healthz.

/** GET /api/admin/mail-health (and the `outbox` of GET /healthz). */
export interface MailHealthJson {
  /** A mail has waited longer than staleMinutes and none has left meanwhile. */
  stale: boolean;
  /** MAIL_STALE_MINUTES. */
  staleMinutes: number;
  pending: number;
  /** Whole minutes the oldest pending mail has waited; null with none pending. */
  oldestPendingMinutes: number | null;
  /** Mails given up after their attempts (staff can queue an order's mail again). */
  failed: number;
}
