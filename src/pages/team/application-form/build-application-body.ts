import type { CandidateApplication } from '../../../forms/candidate-application';

/** Empty strings for a missing phone or message; the résumé only when one is attached. */
export function buildApplicationBody(application: CandidateApplication, resume: File | null): FormData {
  const body = new FormData();
  body.append('name', application.name);
  body.append('email', application.email);
  body.append('phone', application.phone || '');
  body.append('position', application.position);
  body.append('message', application.message || '');
  if (resume) body.append('resume', resume, resume.name);
  return body;
}
