/** As wrangler.toml declares them: retries every minute, the retention sweep once a day. */
export const RETRY_CRON = '* * * * *';
export const RETENTION_CRON = '30 3 * * *';
