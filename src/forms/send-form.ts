/** site-core.md §4: a request that has not answered after 15 s counts as a network error. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** What happened to a submission: accepted, answered with an error status, or never answered. */
export type SendOutcome = 'ok' | 'failed' | 'error';

/**
 * POSTs a body and reads only the status: 2xx is ok, another status failed, and a network
 * error or the timeout is an error (logged, as the specification asks).
 */
export async function sendForm(
  url: string,
  init: { body: BodyInit; headers?: HeadersInit },
  okStatuses?: readonly number[],
  timeoutMs = SUBMIT_TIMEOUT_MS,
): Promise<SendOutcome> {
  try {
    const response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(timeoutMs) });
    const ok = okStatuses ? okStatuses.includes(response.status) : response.ok;
    return ok ? 'ok' : 'failed';
  } catch (error) {
    console.error('Sending the form failed', error);
    return 'error';
  }
}
