/** What Pages Functions can bind to but not define or run: the FormGuard Durable Object and the crons. */
import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types';
import { deliverDue } from '../delivery';
import type { CloudflareEnv } from '../env';
import { messageStore } from '../message-store';
import { sweepExpired } from '../retention-sweep';
import { cloudflareSettings } from '../settings';
import { smtpSender } from '../smtp-sender';
import { RETENTION_CRON } from './crons';

// A Worker's module exports only its handlers and its Durable Object classes.
export { FormGuard } from '../form-guard';

async function runCron(cron: string, env: CloudflareEnv): Promise<unknown> {
  const settings = cloudflareSettings(env);
  const now = Date.now();
  if (cron === RETENTION_CRON) {
    return sweepExpired({ db: env.DB, resumes: env.RESUMES, retentionMs: settings.retentionMs, now });
  }
  if (settings.smtpUrl === undefined) return 'no SMTP_URL: nothing is delivered';
  const send = smtpSender({ smtpUrl: settings.smtpUrl, mailFrom: settings.mailFrom });
  return deliverDue({ store: messageStore(env.DB), resumes: env.RESUMES, settings, send, now: Date.now });
}

export default {
  fetch(): Response {
    return new Response('talvera-companion: nothing to see here', { status: 404 });
  },
  async scheduled(controller: ScheduledController, env: CloudflareEnv, context: ExecutionContext): Promise<void> {
    const run = runCron(controller.cron, env).then((result) => {
      console.log(`cron ${controller.cron}: ${JSON.stringify(result)}`);
    });
    context.waitUntil(run);
    await run;
  },
};
