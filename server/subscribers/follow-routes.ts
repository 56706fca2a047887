import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Company } from '../../schemas/company';
import { followForm } from '../../schemas/follow';
import { HONEYPOT_FIELD } from '../../schemas/honeypot';
import { RateLimited } from '../errors/rate-limited';
import { isForm, parseFormBodies } from '../http/form-body';
import { sameOrigin } from '../http/same-origin';
import { followFormPage, followWords, linkButtonPage, linkResultPage, signedUpPage } from './follow-pages';
import { confirmPath, unsubscribePath, type Followers } from './followers';
import type { FollowLanguage } from './subscriber-store';
import { sendPrivatePage } from '../http/private-page';

export interface FollowRoutesOptions {
  followers: Followers;
  /** The site's own origin when PUBLIC_URL is set; otherwise the request's host is the site. */
  publicOrigin: string | undefined;
  /** The company facts as staff last set them. */
  company: () => Company;
}

/** An e-mail address and a hidden field: anything longer is not an honest follow form. */
const FORM_LIMIT = 2 * 1024;

type TokenQuery = { Querystring: { token?: string } };

/**
 * The follow form (POST /follow, /ne/follow: a plain HTML form, answered with a page) and the
 * followers' links: the confirmation (GET shows a button, POST confirms) and the unsubscribe link
 * (GET shows a button; POST unsubscribes at once, the one-click POST of RFC 8058 that mail
 * providers send from their own servers, so it is the one post here not held to the site's origin).
 */
export function followRoutes({ followers, publicOrigin, company }: FollowRoutesOptions) {
  const answer = (reply: FastifyReply, status: number, html: string) =>
    sendPrivatePage(reply, status, html, { tokenInAddress: true });
  const pageLanguage = (request: FastifyRequest): FollowLanguage => (request.url.startsWith('/ne/') ? 'ne' : 'en');

  function follow(request: FastifyRequest, reply: FastifyReply) {
    const lang = pageLanguage(request);
    const w = followWords[lang];
    if (!sameOrigin(request, publicOrigin)) return answer(reply, 403, followFormPage(lang, w.foreign, company()));
    const form = request.body;
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') || !isForm(form))
      return answer(reply, 415, followFormPage(lang, w.refused, company()));
    // A bot gets what a person would get, and nothing is stored.
    if (form[HONEYPOT_FIELD]) return answer(reply, 200, signedUpPage(lang, company()));
    const parsed = followForm.safeParse({ email: form.email ?? '' });
    if (!parsed.success)
      return answer(reply, 422, followFormPage(lang, parsed.error.issues[0].message, company(), form.email ?? ''));
    followers.signUp(parsed.data.email, lang);
    return answer(reply, 200, signedUpPage(lang, company()));
  }

  return async (app: FastifyInstance) => {
    parseFormBodies(app, FORM_LIMIT);
    // A refused body (too large, unreadable) or the write limit is answered as a page too: a browser shows it.
    app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) throw error;
      const lang = pageLanguage(request);
      if (error instanceof RateLimited) reply.header('Retry-After', error.retryAfterSeconds);
      return answer(
        reply,
        status,
        followFormPage(
          lang,
          error instanceof RateLimited ? followWords[lang].tooMany : followWords[lang].refused,
          company(),
        ),
      );
    });
    for (const url of ['/follow', '/ne/follow'])
      app.post(url, { bodyLimit: FORM_LIMIT }, (request, reply) => follow(request, reply));

    app.get<TokenQuery>(confirmPath, async (request, reply) => {
      const lang = followers.languageOf(request.query.token, 'confirm');
      if (!lang) return answer(reply, 404, deadConfirmPage('en', company()));
      return answer(reply, 200, linkButtonPage(lang, 'confirm', request.url, company()));
    });
    app.post<TokenQuery>(confirmPath, { bodyLimit: FORM_LIMIT }, async (request, reply) => {
      const lang = followers.languageOf(request.query.token, 'confirm') ?? 'en';
      if (!sameOrigin(request, publicOrigin))
        return answer(reply, 403, followFormPage(lang, followWords[lang].foreign, company()));
      if (followers.confirm(request.query.token) === 'dead')
        return answer(reply, 410, deadConfirmPage(lang, company()));
      const w = followWords[lang];
      return answer(reply, 200, linkResultPage(lang, w.title, w.confirmed, 'success', company()));
    });

    app.get<TokenQuery>(unsubscribePath, async (request, reply) => {
      const lang = followers.languageOf(request.query.token, 'unsubscribe');
      if (!lang) return answer(reply, 404, deadUnsubscribePage('en', company()));
      return answer(reply, 200, linkButtonPage(lang, 'unsubscribe', request.url, company()));
    });
    app.post<TokenQuery>(unsubscribePath, { bodyLimit: FORM_LIMIT }, async (request, reply) => {
      const lang = followers.unsubscribe(request.query.token);
      if (!lang) return answer(reply, 404, deadUnsubscribePage('en', company()));
      const w = followWords[lang];
      return answer(reply, 200, linkResultPage(lang, w.unsubscribeTitle, w.unsubscribed, 'success', company()));
    });
  };
}

const deadConfirmPage = (lang: FollowLanguage, company: Company) =>
  linkResultPage(lang, followWords[lang].confirmTitle, followWords[lang].deadConfirm, 'error', company);
const deadUnsubscribePage = (lang: FollowLanguage, company: Company) =>
  linkResultPage(lang, followWords[lang].unsubscribeTitle, followWords[lang].deadUnsubscribe, 'error', company);
