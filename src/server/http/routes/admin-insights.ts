// Monitoring, analytics, AI control and API status (mounted behind requireAdmin by admin.ts).
import { Hono } from 'hono';
import {
  ZAnalyticsQuery,
  ZMonitoringQuery,
  ZProvider,
  ZReviewFlaggedAnswerRequest,
  ZUpdateAssistantSettingsRequest,
} from '../../../shared/schemas/admin-monitoring.ts';
import { reviewFlaggedAnswer } from '../../ai-control/review-flagged-answer.ts';
import { parseId } from '../params.ts';
import { getAiControl } from '../../ai-control/get-ai-control.ts';
import { getAnalytics } from '../../figures/get-analytics.ts';
import { getApiKeys } from '../../monitoring/get-api-keys.ts';
import { checkProvider, checkProviders } from '../../monitoring/check-providers.ts';
import { updateAssistantSettings } from '../../ai-control/update-assistant-settings.ts';
import { getMonitoring } from '../../monitoring/get-monitoring.ts';
import { audited } from '../audited.ts';
import { parseInput, readJson } from '../read-input.ts';
import { noStoreHeaders } from '../security-headers.ts';
import type { AppEnv } from '../types.ts';
import type { TProviderChecksResponse, TProviderTestResponse } from '../../../shared/schemas/admin-monitoring.ts';
import { AppError } from '../../../shared/errors.ts';
import { t } from '../../../shared/messages/index.ts';
import { throttle } from '../throttle.ts';
import { THROTTLES } from '../throttle-rules.ts';

export const adminInsightRoutes = new Hono<AppEnv>()
  .get('/monitoring', async (c) => {
    const { range } = parseInput(ZMonitoringQuery, c.req.query());
    return c.json(await getMonitoring({ db: c.env.db, config: c.env.config, range }), 200, noStoreHeaders);
  })
  // "Vérifier maintenant": every configured provider, recorded like the scheduled job's checks.
  .post('/monitoring/check', async (c) => {
    const checks = await audited(c, {
      action: 'provider_check.run',
      targetType: 'provider_check',
      write: (db) => checkProviders({ db, config: c.env.config, trigger: 'manual' }),
      afterOf: (results) => results,
      transactional: false,
    });
    return c.json<TProviderChecksResponse>({ checks });
  })
  .get('/analytics', async (c) => {
    const { period } = parseInput(ZAnalyticsQuery, c.req.query());
    return c.json(await getAnalytics({ db: c.env.db, period }), 200, noStoreHeaders);
  })
  .get('/ai-control', async (c) =>
    c.json(await getAiControl({ db: c.env.db, config: c.env.config }), 200, noStoreHeaders),
  )
  .put('/ai-control/settings', async (c) => {
    const changes = await readJson(c, ZUpdateAssistantSettingsRequest);
    return c.json(
      await audited(c, {
        action: 'assistant_settings.update',
        targetType: 'assistant_settings',
        write: (db) => updateAssistantSettings({ db, changes }),
      }),
    );
  })
  .post('/ai-control/flagged/:id/review', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.ai.flagged.notFound'));
    const { verdict } = await readJson(c, ZReviewFlaggedAnswerRequest);
    const reviewer = c.get('user')!.id;
    return c.json(
      await audited(c, {
        action: 'flagged_answer.review',
        targetType: 'message',
        targetId: String(id),
        write: (db) => reviewFlaggedAnswer({ db, id, verdict, reviewer }),
      }),
    );
  })
  .get('/api-keys', async (c) => c.json(await getApiKeys({ db: c.env.db, config: c.env.config }), 200, noStoreHeaders))
  .post('/api-keys/:provider/test', throttle(THROTTLES.providerTest), async (c) => {
    const provider = ZProvider.safeParse(c.req.param('provider'));
    if (!provider.success) throw new AppError('NOT_FOUND', t('error.notFound'));
    const check = await audited(c, {
      action: 'provider_check.run',
      targetType: 'provider_check',
      targetId: provider.data,
      write: (db) => checkProvider({ db, config: c.env.config, provider: provider.data, trigger: 'manual' }),
      afterOf: (result) => result,
      transactional: false,
    });
    if (!check)
      return c.json<TProviderTestResponse>({
        provider: provider.data,
        ok: false,
        message: t('admin.api.test.notConfigured'),
        latencyMs: null,
        checkedAt: null,
      });
    const { provider: checked, ok, message, latencyMs, checkedAt } = check;
    return c.json<TProviderTestResponse>({ provider: checked, ok, message, latencyMs, checkedAt });
  });
