import { candidateApplicationSchema, type CandidateApplication } from '../forms/candidate-application';
import { RESUME_MAX_BYTES, resumeExtension, resumeProblem } from '../forms/resume-file';
import { sha256Hex } from './body-fingerprint';
import { fieldErrors } from './field-errors';
import { createFormEndpoint, type EndpointOptions, type Submission } from './form-endpoint';
import { attachmentName, headerText, multiLine, singleLine } from './mail-text';
import type {
  MailAttachment,
  MailTransport,
  MultipartBody,
  MultipartReader,
  OutgoingMail,
  UploadedFile,
} from './ports';
import { invalidFields } from './responses';
import { hasResumeFormat } from './resume-format';

/** The résumé limit plus room for the text fields and the multipart framing. */
export const APPLICATION_MAX_BYTES = RESUME_MAX_BYTES + 64 * 1024;
export const APPLICATION_INVALID_BODY = 'candidateApplication.invalidBody';

const CONTENT_TYPES = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The mail for an application; single-line values cannot add lines, nor encoded words to the Subject. */
export function applicationMail(application: CandidateApplication, resume: MailAttachment | undefined): OutgoingMail {
  return {
    subject: `Application: ${headerText(application.position)} (${headerText(application.name)})`,
    replyTo: application.email,
    text: [
      `Name: ${singleLine(application.name)}`,
      `Email: ${singleLine(application.email)}`,
      `Phone: ${singleLine(application.phone) || '-'}`,
      `Position: ${singleLine(application.position)}`,
      `Resume: ${resume ? resume.filename : 'not attached'}`,
      '',
      multiLine(application.message) || '(no message)',
    ].join('\n'),
    attachments: resume ? [resume] : [],
  };
}

async function checkResume(file: UploadedFile): Promise<{ attachment: MailAttachment } | { problem: string }> {
  const size = file.truncated ? RESUME_MAX_BYTES + 1 : file.size;
  const problem = resumeProblem({ name: file.filename, size });
  if (problem) return { problem };
  const extension = resumeExtension(file.filename);
  if (!extension) return { problem: 'candidateApplication.resumeType' };
  const window = await file.open();
  try {
    if (!(await hasResumeFormat(window, extension))) return { problem: 'candidateApplication.resumeContent' };
  } finally {
    await window.close();
  }
  return { attachment: file.attachment(attachmentName(file.filename, extension), CONTENT_TYPES[extension]) };
}

async function submitApplication(form: MultipartBody): Promise<Submission> {
  const parsed = candidateApplicationSchema.safeParse({
    name: form.fields.get('name'),
    email: form.fields.get('email'),
    phone: form.fields.get('phone'),
    position: form.fields.get('position'),
    message: form.fields.get('message'),
  });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);

  // A résumé sent as a plain text part (no file name) is not a file we can accept.
  if (form.fileFieldAsText !== undefined && form.fileFieldAsText !== '' && !form.file) {
    errors.resume = 'candidateApplication.resumeType';
  }
  const file = form.file;
  const resume = file && file.size + file.filename.length > 0 ? await checkResume(file) : undefined;
  if (resume && 'problem' in resume) errors.resume = resume.problem;
  if (!parsed.success || Object.keys(errors).length > 0) return { response: invalidFields(errors) };
  return { mail: applicationMail(parsed.data, resume && 'attachment' in resume ? resume.attachment : undefined) };
}

export type ApplicationOptions = EndpointOptions & {
  readMultipart: MultipartReader;
};

/** The fields, sorted, and the résumé's name and bytes. */
async function applicationFingerprint(body: MultipartBody): Promise<string> {
  let resume = '';
  if (body.file) {
    const window = await body.file.open();
    try {
      resume = await sha256Hex(new Uint8Array(await window.read(0, window.size)));
    } finally {
      await window.close();
    }
  }
  const fields = [...body.fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256Hex(JSON.stringify({ fields, file: body.file?.filename, resume, asText: body.fileFieldAsText }));
}

/** Multipart: the résumé streamed to a temporary file (removed once answered), checked by its structure. */
export function createApplicationHandler(transport: MailTransport, options: ApplicationOptions) {
  return createFormEndpoint(
    transport,
    {
      mediaType: 'multipart/form-data',
      label: 'an application',
      invalidBodyKey: APPLICATION_INVALID_BODY,
      read: (request) =>
        options.readMultipart(request, {
          maxBytes: APPLICATION_MAX_BYTES,
          fileField: 'resume',
          maxFileBytes: RESUME_MAX_BYTES,
        }),
      fingerprint: applicationFingerprint,
      submit: submitApplication,
      dispose: (body) => {
        body.dispose();
      },
    },
    options,
  );
}
