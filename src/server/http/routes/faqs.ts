// A wedding's FAQ: list (in both forms the screens use, `/faqs/:weddingId` and `/faqs?weddingId=`), create, edit,
// translate, delete.
import { Hono, type Context } from 'hono';
import type * as z from 'zod';
import { t } from '../../../shared/messages/index.ts';
import type { TSessionUser } from '../../../shared/schemas/auth.ts';
import { ZCreateFaqRequest, ZUpdateFaqRequest } from '../../../shared/schemas/weddings.ts';
import { createFaq } from '../../faqs/create-faq.ts';
import { deleteFaq } from '../../faqs/delete-faq.ts';
import { listFaqs } from '../../faqs/list-faqs.ts';
import { isTranslationAvailable, translateFaq } from '../../faqs/translate-faq.ts';
import { updateFaq } from '../../faqs/update-faq.ts';
import { sessionUser } from '../middleware.ts';
import { parseId, parseWeddingId } from '../params.ts';
import { readJson } from '../read-input.ts';
import type { AppEnv } from '../types.ts';
import type { TMessageResponse } from '../../../shared/schemas/message.ts';
import { throttle } from '../throttle.ts';
import { THROTTLES } from '../throttle-rules.ts';

/** Keys sent in the request only: an absent translation stays as it is. */
const definedOnly = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A new FAQ, 201: the wedding named in the body (POST /faqs) or in the path (POST /weddings/:id/faqs). */
export async function respondCreatedFaq(
  c: Context<AppEnv>,
  {
    weddingId,
    user,
    faq,
  }: { weddingId: number; user: TSessionUser; faq: Omit<z.output<typeof ZCreateFaqRequest>, 'weddingId'> },
) {
  const { question, answer, answerEn, answerEs, resolvesMessageId } = faq;
  const translations = { answerEn, answerEs };
  return c.json(
    await createFaq({ db: c.env.db, weddingId, user, question, answer, translations, resolvesMessageId }),
    201,
  );
}

export const faqRoutes = new Hono<AppEnv>()
  // Whether « Traduire » can be offered: a model is configured on this server.
  .get('/faq-translation', (c) => {
    sessionUser(c);
    return c.json({ available: isTranslationAvailable(c.env.config) });
  })
  .get('/faqs', async (c) => {
    const user = sessionUser(c);
    return c.json(await listFaqs({ db: c.env.db, weddingId: parseWeddingId(c.req.query('weddingId')), user }));
  })
  .get('/faqs/:weddingId', async (c) => {
    const user = sessionUser(c);
    return c.json(await listFaqs({ db: c.env.db, weddingId: parseWeddingId(c.req.param('weddingId')), user }));
  })
  .post('/faqs', async (c) => {
    const user = sessionUser(c);
    const { weddingId, ...faq } = await readJson(c, ZCreateFaqRequest);
    return respondCreatedFaq(c, { weddingId, user, faq });
  })
  .patch('/faqs/:id', async (c) => {
    const user = sessionUser(c);
    const id = parseId(c.req.param('id'), t('faq.notFound'));
    const { question, answer, answerEn, answerEs } = await readJson(c, ZUpdateFaqRequest);
    return c.json(
      await updateFaq({ db: c.env.db, id, user, question, answer, translations: definedOnly({ answerEn, answerEs }) }),
    );
  })
  // « Traduire »: the model writes the English and Spanish versions, stored and editable like the couple's own.
  .post('/faqs/:id/translate', throttle(THROTTLES.translation), async (c) => {
    const user = sessionUser(c);
    const id = parseId(c.req.param('id'), t('faq.notFound'));
    return c.json(await translateFaq({ db: c.env.db, config: c.env.config, id, user }));
  })
  .delete('/faqs/:id', async (c) => {
    const user = sessionUser(c);
    await deleteFaq({ db: c.env.db, id: parseId(c.req.param('id'), t('faq.notFound')), user });
    return c.json<TMessageResponse>({ message: t('faq.deleted') });
  });
