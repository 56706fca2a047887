import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Company } from '../../schemas/company';
import { paymentProviders, type PaymentProvider } from '../../schemas/payment-staff-api';
import { formPostOptions, parseFormBodies } from '../http/form-body';
import { sendPrivatePage } from '../http/private-page';
import { sameOrigin } from '../http/same-origin';
import { deadLinkPage } from '../meetings/manage-page';
import type { MeetingCommands } from '../meetings/meeting-commands';
import type { MeetingLife, VisitorLinks } from '../meetings/meeting-life';
import type { EsewaWallet } from './esewa-wallet';
import type { MeetingPayments } from './meeting-payments';
import type { PaymentAttempt } from './payment-attempts';
import { esewaHandoffPage, payMessagePage, payPage, payWords, unconfirmedPage } from './payment-pages';

export interface PaymentRoutesOptions {
  payments: MeetingPayments;
  meetings: MeetingCommands;
  life: MeetingLife;
  links: VisitorLinks;
  esewa?: EsewaWallet;
  publicOrigin: string | undefined;
  writesPerMinute: number;
  /** The company facts as staff last set them. */
  company: () => Company;
}

const FORM_LIMIT = 4096;

const isProvider = (value: unknown): value is PaymentProvider => paymentProviders.includes(value as PaymentProvider);

/**
 * The visitor's way to pay: `GET /meeting/pay?t=&with=` (a link from an e-mail or the booking's
 * answer) shows one button; `POST /meeting/pay` writes a fresh attempt and sends the visitor to the
 * wallet; the wallets send the browser back to `/payments/khalti/return`, `/payments/esewa/success`
 * and `/payments/esewa/failure`. A return is a hint: it names an attempt, which the wallet's own
 * server is then asked about; the visitor lands on their manage page saying what the wallet said.
 */
export function paymentRoutes(options: PaymentRoutesOptions) {
  const { payments, meetings, life, links } = options;

  const page = (reply: FastifyReply, status: number, html: string) =>
    sendPrivatePage(reply, status, html, { tokenInAddress: true });

  /** After the wallet: settles the attempt (the wallet asked) and shows the manage page with the outcome. */
  async function settled(reply: FastifyReply, attempt: PaymentAttempt) {
    let state: PaymentAttempt['state'];
    try {
      state = await payments.settle(attempt);
    } catch {
      // The wallet did not answer: the lookup job asks again.
      state = 'pending';
    }
    const outcome = state === 'started' ? 'pending' : state;
    const manage = new URL(links.manage(attempt.record_id));
    return reply.code(303).header('Location', `${manage.pathname}${manage.search}&paid=${outcome}#pay`).send();
  }

  /** The meeting the token names, if payment is due on it: its record, fields and what it owes. */
  function payable(token: unknown, provider: unknown) {
    const linked = meetings.open(token);
    if (!linked.ok) return { ok: false, reason: linked.reason } as const;
    const due = payments.due(linked.record.id, linked.fields, () => '');
    const lang = life.get(linked.record.id).lang;
    const open =
      due &&
      !due.paid &&
      meetings.changeable(linked.record) &&
      isProvider(provider) &&
      payments.providers().includes(provider);
    return { ok: true, linked, due, lang, open, provider: provider as PaymentProvider } as const;
  }

  return async (app: FastifyInstance) => {
    parseFormBodies(app, FORM_LIMIT);
    const writes = formPostOptions(FORM_LIMIT, options.writesPerMinute);

    app.get<{ Querystring: { t?: string; with?: string } }>('/meeting/pay', async (request, reply) => {
      const token = String(request.query.t ?? '');
      const found = payable(token, request.query.with);
      if (!found.ok)
        return page(reply, found.reason === 'expired' ? 410 : 404, deadLinkPage(found.reason, options.company()));
      if (!found.open || !found.due)
        return page(reply, 409, payMessagePage(payWords[found.lang].nothingDue, found.lang, options.company()));
      return page(reply, 200, payPage(found.due, found.provider, token, found.lang, options.company()));
    });

    app.post('/meeting/pay', writes, async (request: FastifyRequest, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      if (!sameOrigin(request, options.publicOrigin)) return page(reply, 403, unconfirmedPage(options.company()));
      const found = payable(form.t, form.with);
      if (!found.ok)
        return page(reply, found.reason === 'expired' ? 410 : 404, deadLinkPage(found.reason, options.company()));
      if (!found.open || !found.due)
        return page(reply, 409, payMessagePage(payWords[found.lang].nothingDue, found.lang, options.company()));
      const { linked, lang, provider, due } = found;
      const site = options.publicOrigin ?? `${request.protocol}://${request.host}`;
      // Written and committed before the visitor leaves: whatever happens next, a lookup settles it.
      const attempt = payments.begin(linked.record.id, linked.fields, provider);
      if (provider === 'esewa')
        return page(reply, 200, esewaHandoffPage(payments.esewaForm(attempt, site), due, lang, options.company()));
      try {
        const paymentUrl = await payments.khaltiPage(attempt, linked.fields, site);
        return reply.code(303).header('Location', paymentUrl).send();
      } catch (error) {
        request.log.warn({ err: error }, 'payments: Khalti did not start a payment');
        payments.attempts.markChecked(attempt.id, 'failed', new Date());
        return page(reply, 502, payMessagePage(payWords[lang].walletDown, lang, options.company()));
      }
    });

    // Khalti's return: the pidx and our id must name the same attempt; the lookup decides.
    app.get<{ Querystring: Record<string, string | undefined> }>('/payments/khalti/return', async (request, reply) => {
      const { pidx, purchase_order_id: ours } = request.query;
      const attempt = typeof ours === 'string' ? payments.attempts.get(ours) : undefined;
      if (!attempt || attempt.provider !== 'khalti' || !attempt.provider_ref || attempt.provider_ref !== pidx)
        return page(reply, 400, unconfirmedPage(options.company()));
      return settled(reply, attempt);
    });

    // eSewa's success: its data must carry eSewa's signature over our id and the amount we asked; the status check decides.
    app.get<{ Querystring: { data?: string } }>('/payments/esewa/success', async (request, reply) => {
      const success = options.esewa?.readSuccess(request.query.data);
      const attempt = success ? payments.attempts.get(success.uuid) : undefined;
      if (!success || !attempt || attempt.provider !== 'esewa' || success.amount !== attempt.amount)
        return page(reply, 400, unconfirmedPage(options.company()));
      return settled(reply, attempt);
    });

    // eSewa's failure (cancelled, or not completed): names our attempt in its own address; asked all the same.
    app.get<{ Querystring: { a?: string } }>('/payments/esewa/failure', async (request, reply) => {
      const attempt = typeof request.query.a === 'string' ? payments.attempts.get(request.query.a) : undefined;
      if (!attempt || attempt.provider !== 'esewa') return page(reply, 400, unconfirmedPage(options.company()));
      return settled(reply, attempt);
    });
  };
}
