/** Refused (400) rather than dropped, so that no résumé is lost unseen. */
export class UnexpectedFilePartError extends Error {
  constructor(field: string) {
    super(`Unexpected file part in field ${JSON.stringify(field)}`);
  }
}
