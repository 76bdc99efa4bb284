import { looksLikePaymentUri } from '../../../shared/payments/parsePaymentUri';
import type { EventBus } from '../../ipc/events';

/** Longer than any real payment link; the OS may hand over anything. */
const MAX_URI_LENGTH = 2048;

/**
 * The payment link the OS opened the app with (protocol handler, second instance, macOS
 * open-url), held until the renderer takes it. Only the newest is kept: the user clicked it
 * last. It is never acted on here; the renderer opens the send form and the user reviews.
 */
export class PaymentLinkInbox {
  private pending: string | null = null;

  constructor(private readonly events: EventBus) {}

  /** Keeps `uri` when it is a link scheme the wallet reads; true when kept. */
  offer(uri: string): boolean {
    const u = uri.trim();
    if (u.length === 0 || u.length > MAX_URI_LENGTH || !looksLikePaymentUri(u)) return false;
    this.pending = u;
    this.events.emit('paymentLink.received', {});
    return true;
  }

  take(): string | null {
    const u = this.pending;
    this.pending = null;
    return u;
  }
}
