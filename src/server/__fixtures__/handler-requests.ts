import type { MailTransport } from '../ports';
import { recordingTransport } from './transports';

/** The JSON body the form handlers answer with. */
export type ResponseBody = { ok?: boolean; error?: string; errors?: Record<string, string>; limitBytes?: number };

/** Reads a handler's response body as JSON. */
export async function readJson(response: Response): Promise<ResponseBody> {
  return (await response.json()) as ResponseBody;
}

/** Makes `handle(request)`: sends it to a fresh handler over a recording transport; answers the response, body and mails. */
export function handlerOverRecordingTransport(
  createHandler: (transport: MailTransport) => (request: Request) => Promise<Response>,
) {
  return async (request: Request) => {
    const transport = recordingTransport();
    const response = await createHandler(transport)(request);
    return { response, body: await readJson(response), mails: transport.mails };
  };
}
