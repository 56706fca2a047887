import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Company } from '../../schemas/company';
import type { MeetingRecord } from '../../schemas/meeting';
import { meetingDuration } from '../../schemas/meeting-calendar';
import { nepalToday } from '../../schemas/nepal-time';
import type { MeetingDecision } from '../../schemas/staff-api';
import type { BookingLedger } from './booking-ledger';
import { SlotTakenError } from '../errors/slot-taken-error';
import { formPostOptions, parseFormBodies } from '../http/form-body';
import { sameOrigin } from '../http/same-origin';
import { MeetingError, type LinkedMeeting, type MeetingCommands } from './meeting-commands';
import type { LinkSigner, MeetingLife } from './meeting-life';
import {
  cancelledPage,
  deadLinkPage,
  managePage,
  pageHtml,
  pageWords,
  takeOfferPage,
  type ManageView,
  type PageLanguage,
} from './manage-page';
import { sendPrivatePage } from '../http/private-page';

/** A paid meeting's part of its page, while a wallet is configured (payments/ renders it). */
export interface ManagePayment {
  /** The pay section for the meeting (buttons only while it can change), or undefined when nothing is paid online. */
  section(
    recordId: string,
    fields: MeetingRecord,
    token: string,
    lang: PageLanguage,
    changeable: boolean,
  ): string | undefined;
  /** The notice after a wallet sent the visitor back (`?paid=`), or undefined. */
  notice(outcome: unknown, lang: PageLanguage): ManageView['notice'];
}

export interface ManageRoutesOptions {
  actions: MeetingCommands;
  life: MeetingLife;
  booking: BookingLedger;
  signer: LinkSigner;
  /** The site's own origin when PUBLIC_URL is set; otherwise the request's host is the site. */
  publicOrigin: string | undefined;
  writesPerMinute: number;
  payment?: ManagePayment;
  /** The company facts as staff last set them. */
  company: () => Company;
}

/** A form post is a few hundred bytes: anything much larger is not one. */
const FORM_LIMIT = 4096;
const DAYS_SHOWN = 60;

type Form = Record<string, string>;

/**
 * The visitor's private pages, from the links in their e-mails: `GET /meeting/manage?t=` shows the
 * meeting and (while it can change) a form to move it to a free time or cancel it; `GET
 * /meeting/take?t=` shows a time staff offered with one button that books it. Rendered on the
 * server, no script. A POST must come from the site's own pages (Origin, else Referer), on top of
 * the signed token it carries.
 */
export function manageRoutes(options: ManageRoutesOptions) {
  const { actions, life, booking, signer } = options;

  const answer = (reply: FastifyReply, status: number, html: string) =>
    sendPrivatePage(reply, status, html, { tokenInAddress: true });

  function view(
    linked: Extract<LinkedMeeting, { ok: true }>,
    token: string,
    extra: Partial<ManageView> = {},
  ): ManageView {
    const { record, fields } = linked;
    const meetingLife = life.get(record.id);
    const decision = (record.decision?.value ?? null) as MeetingDecision | null;
    const minutes = meetingDuration(fields['Meeting Duration']).minutes;
    const changeable = actions.changeable(record);
    return {
      lang: meetingLife.lang,
      company: options.company(),
      token,
      fields,
      decision,
      joinUrl: meetingLife.joinUrl,
      declineReason: meetingLife.declineReason,
      offers: meetingLife.offers.map((start) => ({
        start,
        token: signer.sign({ recordId: record.id, nonce: meetingLife.nonce, offer: start }),
      })),
      changeable,
      days: changeable ? booking.days(nepalToday(), DAYS_SHOWN, minutes) : [],
      chosenDate: undefined,
      purposeNe: actions.addedPurposeNe(fields.Purpose),
      payment: options.payment?.section(record.id, fields, token, meetingLife.lang, changeable),
      price: actions.priceOf(record.id, fields),
      ...extra,
    };
  }

  /** Same-origin only: the Origin header, or the Referer when a browser sent none. */
  const sameSite = (request: FastifyRequest) => sameOrigin(request, options.publicOrigin);

  type Refusal = keyof (typeof pageWords)['en']['refusals'];
  /** A refusal in the language of the meeting the form's token names (English when it names none). */
  const refused = (reply: FastifyReply, status: number, refusal: Refusal, token: unknown) =>
    refusedWith(reply, status, pageWords[languageOf(token)].refusals[refusal], languageOf(token));
  /** The actions' refusals the visitor can meet, in their language; any other keeps its own (English) words. */
  const meetingRefusal = (reply: FastifyReply, error: MeetingError, token: unknown) => {
    const known: Partial<Record<string, Refusal>> = { MEETING_CLOSED: 'closed', INVALID_REQUEST: 'chooseTime' };
    const refusal = known[error.type];
    return refusal
      ? refused(reply, error.statusCode, refusal, token)
      : refusedWith(reply, error.statusCode, error.message, languageOf(token));
  };
  const refusedWith = (reply: FastifyReply, status: number, text: string, lang: PageLanguage = 'en') =>
    answer(
      reply,
      status,
      pageHtml(
        pageWords[lang].notChanged,
        `<h1>${pageWords[lang].notChanged}</h1><p class="notice error" role="alert">${text}</p>`,
        lang,
        options.company(),
      ),
    );
  /** The page language of the meeting a token names, for a refusal's page; English when it names none. */
  const languageOf = (token: unknown): PageLanguage => {
    const claims = signer.verify(token);
    return claims ? life.get(claims.recordId).lang : 'en';
  };

  /** Moves (a manage move or a taken offer); a taken time answers 409 with the nearest free ones. */
  function move(reply: FastifyReply, token: string, start: string) {
    try {
      const moved = actions.move(token, start);
      if (!moved.ok)
        return answer(reply, moved.reason === 'expired' ? 410 : 404, deadLinkPage(moved.reason, options.company()));
      // The manage link of the meeting (an offer's link books once; the page then manages it).
      const manage = signer.sign({ recordId: moved.record.id, nonce: life.get(moved.record.id).nonce });
      return reply.code(303).header('Location', `/meeting/manage?t=${manage}&moved=1`).send();
    } catch (error) {
      const linked = actions.open(token);
      if (error instanceof SlotTakenError && linked.ok) {
        const manage = signer.sign({ recordId: linked.record.id, nonce: life.get(linked.record.id).nonce });
        return answer(
          reply,
          409,
          managePage(
            view(linked, manage, {
              notice: { tone: 'error', text: pageWords[life.get(linked.record.id).lang].taken },
              nearest: error.nearest.map((slot) => slot.start.toISOString()),
            }),
          ),
        );
      }
      if (error instanceof MeetingError) return meetingRefusal(reply, error, token);
      throw error;
    }
  }

  return async (app: FastifyInstance) => {
    parseFormBodies(app, FORM_LIMIT);
    const writes = formPostOptions(FORM_LIMIT, options.writesPerMinute);

    app.get<{ Querystring: { t?: string; date?: string; moved?: string; paid?: string } }>(
      '/meeting/manage',
      async (request, reply) => {
        const token = String(request.query.t ?? '');
        const linked = actions.open(token);
        if (!linked.ok)
          return answer(reply, linked.reason === 'expired' ? 410 : 404, deadLinkPage(linked.reason, options.company()));
        const date = typeof request.query.date === 'string' ? request.query.date : undefined;
        return answer(
          reply,
          200,
          managePage(
            view(linked, token, {
              chosenDate: date,
              notice:
                request.query.moved === '1'
                  ? { tone: 'success', text: pageWords[life.get(linked.record.id).lang].moved }
                  : options.payment?.notice(request.query.paid, life.get(linked.record.id).lang),
            }),
          ),
        );
      },
    );

    app.post('/meeting/manage', writes, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (!sameSite(request)) return refused(reply, 403, 'foreign', form.t);
      if (typeof form !== 'object' || typeof form.t !== 'string') return refused(reply, 400, 'incomplete', undefined);
      if (form.action === 'cancel') {
        if (form.sure !== 'yes') return refused(reply, 400, 'tickToCancel', form.t);
        try {
          const cancelled = actions.cancel(form.t);
          if (!cancelled.ok)
            return answer(
              reply,
              cancelled.reason === 'expired' ? 410 : 404,
              deadLinkPage(cancelled.reason, options.company()),
            );
          return answer(
            reply,
            200,
            cancelledPage(cancelled.fields, life.get(cancelled.record.id).lang, options.company()),
          );
        } catch (error) {
          if (error instanceof MeetingError) return meetingRefusal(reply, error, form.t);
          throw error;
        }
      }
      if (form.action === 'move') {
        if (typeof form.start !== 'string' || !form.start) return refused(reply, 400, 'chooseTime', form.t);
        return move(reply, form.t, form.start);
      }
      return refused(reply, 400, 'incomplete', form.t);
    });

    app.get<{ Querystring: { t?: string } }>('/meeting/take', async (request, reply) => {
      const token = String(request.query.t ?? '');
      const linked = actions.open(token);
      if (!linked.ok || !linked.claims.offer)
        return answer(
          reply,
          !linked.ok && linked.reason === 'expired' ? 410 : 404,
          deadLinkPage(linked.ok ? 'invalid' : linked.reason, options.company()),
        );
      return answer(
        reply,
        200,
        takeOfferPage(token, linked.claims.offer, life.get(linked.record.id).lang, linked.fields, options.company()),
      );
    });

    app.post('/meeting/take', writes, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (!sameSite(request)) return refused(reply, 403, 'foreign', form.t);
      const claims = signer.verify(form.t);
      if (!claims?.offer) return answer(reply, 404, deadLinkPage('invalid', options.company()));
      return move(reply, form.t, claims.offer);
    });
  };
}
