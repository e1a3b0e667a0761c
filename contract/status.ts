/** Status options of SPEC.md §3 (institutions, lockers and similar). */
export const STATUS = { DISABLED: 0, ACTIVE: 1 } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];
export const STATUS_VALUES: readonly Status[] = [0, 1];

/** Ticket status on a purchase (SPEC.md §3). */
export const TICKET_STATUS = { PURCHASED: 0, ENTERED: 1, CHECKED_OUT: 2 } as const;
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];
export const TICKET_STATUS_VALUES: readonly TicketStatus[] = [0, 1, 2];

/** Payment methods the legacy server sends (LEGACY_API.md). */
export const PAYMENT_METHODS = ['credit_card', 'paypal', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Payment statuses. The legacy server stores free text; these are the values this project writes. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Allowed image file extensions (SPEC.md §3) and the upload size limit (DESIGN.md). */
export const IMAGE_EXTENSIONS = ['jpg', 'gif', 'png', 'jpeg', 'svg', 'webp'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
