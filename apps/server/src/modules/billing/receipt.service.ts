import type { PlanId } from '@gapwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { receiptMail, type Seller } from '../../adapters/mailer/receipt-mail.ts';
import type { Mailer } from '../../adapters/mailer/types.ts';
import type { Db } from '../../db/client.ts';
import { claimReceipt, findOrderWithUser, updateOrder } from './billing.repository.ts';
import type { SendReceipt } from './billing.service.ts';

export interface ReceiptDeps {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  seller: Seller;
  log: FastifyBaseLogger;
}

/**
 * The receipt e-mail of a paid order, in the learner's language, sent once: the order is claimed in the
 * database first (receipt_sent_at), so replayed callbacks and several instances never send a second one.
 * A mail that could not be handed over releases the claim, so the next notice or status check retries.
 */
export function receiptSender({ db, mailer, supportEmail, seller, log }: ReceiptDeps): SendReceipt {
  return async (orderId) => {
    if (!(await claimReceipt(db, orderId))) return;
    const row = await findOrderWithUser(db, orderId);
    if (!row?.order.paidAt) return;
    const { order, user } = row;
    try {
      await mailer.send(
        receiptMail({
          to: user.email,
          locale: user.locale === 'uk' ? 'uk' : 'en',
          name: user.name,
          orderId: order.id,
          plan: order.plan as PlanId,
          kind: order.kind,
          amount: order.amountMinor / 100,
          currency: order.currency,
          paidAt: order.paidAt as Date,
          refundDue: order.refundDue,
          supportEmail,
          seller,
        }),
      );
    } catch (error) {
      log.error({ err: error, orderId }, 'receipt e-mail not sent');
      await updateOrder(db, orderId, { receiptSentAt: null });
    }
  };
}
