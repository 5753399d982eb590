import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { paymentDecisionBody, paymentListQuery, paymentMessages } from '@contract/admin/payments';
import type { AppEnv } from '../env';
import { requireAdmin } from '../http/auth';
import { withOwnBodyLimit } from '../http/bodyLimits';
import { receiveMultipartFile } from '../http/multipartFile';
import { idParam, validated } from '../http/validation';
import { InvalidInput } from '../domainErrors';
import { decidePayment, DEFAULT_CANCEL_DAYS, ordersToCancel, paymentsIn, unpairedCount } from '../payments/bankPaymentAdmin';
import { importStatement, STATEMENT_MAX_BYTES } from '../payments/bankStatements';
import { readFioNow } from '../payments/fioReading';

const statementLimits = {
  fileField: 'file',
  maxFileBytes: STATEMENT_MAX_BYTES,
  messages: { tooLarge: paymentMessages.fileTooLarge, malformed: paymentMessages.malformed },
};

const cancelDaysOf = (c: { var: AppEnv['Variables'] }) => c.var.config.paymentCancelDays ?? DEFAULT_CANCEL_DAYS;

/** /api/admin/payments and /api/admin/bank-statements: the incoming bank transfers, for administrators (as the orders they pay). */
export const bankPayments = new Hono<AppEnv>()
  .get('/payments', requireAdmin, validated('query', paymentListQuery), async (c) => c.json(await paymentsIn(c.var.db, c.req.valid('query').state)))
  // The counts on the staff menu: payments waiting for staff and orders "K zrušení".
  .get('/payments/summary', requireAdmin, async (c) =>
    c.json({ unpaired: await unpairedCount(c.var.db), toCancel: (await ordersToCancel(c.var.db, c.var.now(), cancelDaysOf(c))).length }),
  )
  .get('/payments/to-cancel', requireAdmin, async (c) => c.json(await ordersToCancel(c.var.db, c.var.now(), cancelDaysOf(c))))
  .put('/payments/:id{[0-9]+}', requireAdmin, validated('param', idParam(paymentMessages.notFound)), validated('json', paymentDecisionBody), async (c) =>
    c.json(await decidePayment(c.var, c.req.valid('param').id, c.req.valid('json'), c.var.user)),
  )
  .post('/payments/fetch', requireAdmin, async (c) => c.json(await readFioNow(c.var, c.var.fio)))
  .post(
    '/bank-statements',
    requireAdmin,
    // receiveMultipartFile limits the body itself, as it streams in.
    withOwnBodyLimit(async (c: Context<AppEnv>) => {
      const { file } = await receiveMultipartFile(c.req.raw, join(tmpdir(), 'shop-statements'), statementLimits);
      if (!file) throw new InvalidInput(paymentMessages.fileMissing);
      try {
        const counts = await importStatement(c.var, await readFile(file.path));
        if (counts.paired > 0) c.var.wakeMailSender?.();
        return c.json(counts);
      } finally {
        await rm(file.path, { force: true });
      }
    }),
  );
