import { candidateApplicationSchema, type CandidateApplication } from '../../src/forms/candidate-application';
import { RESUME_MAX_BYTES, resumeExtension, resumeProblem } from '../../src/forms/resume-file';
import { fieldErrors } from './field-errors';
import { createFormEndpoint, type Submission } from './form-endpoint';
import type { MailAttachment, MailTransport, OutgoingMail } from './mail-transport';
import { invalidFields } from './responses';
import { detectResumeFormat } from './resume-format';

/** The résumé limit plus room for the text fields and the multipart framing. */
export const APPLICATION_MAX_BYTES = RESUME_MAX_BYTES + 64 * 1024;

const CONTENT_TYPES = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function applicationMail(application: CandidateApplication, resume: MailAttachment | undefined): OutgoingMail {
  return {
    subject: `Application: ${application.position} (${application.name})`,
    replyTo: application.email,
    text: [
      `Name: ${application.name}`,
      `Email: ${application.email}`,
      `Phone: ${application.phone || '-'}`,
      `Position: ${application.position}`,
      `Resume: ${resume ? resume.filename : 'not attached'}`,
      '',
      application.message || '(no message)',
    ].join('\n'),
    attachments: resume ? [resume] : [],
  };
}

/** Checks the résumé by name, size and content; answers the attachment or a UI-string key. */
async function readResume(file: File): Promise<{ attachment: MailAttachment } | { problem: string }> {
  const problem = resumeProblem(file);
  if (problem) return { problem };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const declared = resumeExtension(file.name);
  if (!declared || detectResumeFormat(bytes) !== declared) return { problem: 'candidateApplication.resumeContent' };
  return { attachment: { filename: file.name, content: bytes, contentType: CONTENT_TYPES[declared] } };
}

/** Validates an application's fields and résumé; answers the mail, or the field errors. */
async function submitApplication(form: FormData): Promise<Submission> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const parsed = candidateApplicationSchema.safeParse({
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    position: text('position'),
    message: text('message'),
  });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);

  const file = form.get('resume');
  // A résumé sent as a plain text part (no file name) is not a file we can accept.
  if (typeof file === 'string' && file !== '') errors.resume = 'candidateApplication.resumeType';
  const resume = file instanceof File && file.size + file.name.length > 0 ? await readResume(file) : undefined;
  if (resume && 'problem' in resume) errors.resume = resume.problem;
  if (!parsed.success || Object.keys(errors).length > 0) return { response: invalidFields(errors) };
  return { mail: applicationMail(parsed.data, resume && 'attachment' in resume ? resume.attachment : undefined) };
}

/**
 * The candidate application endpoint (multipart/form-data): the size limit is enforced while
 * reading, the fields are validated with the form's schema, and the résumé by its content, not
 * only its name.
 */
export function createApplicationHandler(transport: MailTransport) {
  return createFormEndpoint(transport, {
    mediaType: 'multipart/form-data',
    maxBytes: APPLICATION_MAX_BYTES,
    label: 'an application',
    read: (bytes, request) =>
      new Response(bytes, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData(),
    submit: submitApplication,
  });
}
