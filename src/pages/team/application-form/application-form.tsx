import { useTranslation } from '../../../i18n/use-translation';
import { siteConfig } from '../../../config';
import type { FormNoticeTexts } from '../../../forms/answer-notice';
import {
  candidateApplicationSchema,
  EMPTY_APPLICATION,
  POSITION_SUGGESTIONS,
} from '../../../forms/candidate-application';
import { FormField } from '../../../forms/form-field';
import { FormNotifications } from '../../../forms/form-notifications';
import { RESUME_MAX_BYTES, RESUME_MAX_MEGABYTES } from '../../../forms/resume-file';
import { SubmitButton } from '../../../forms/submit-button';
import { useFormController } from '../../../forms/use-form-controller';
import { PrivacyNotice } from '../../../forms/privacy-notice';
import { ApplicationReceived } from './application-received';
import { buildApplicationBody } from './build-application-body';
import { ResumePicker } from './resume-picker';
import { UploadProgress } from './upload-progress';
import { useResume } from './use-resume';

/** Only HTTP 200 counts as sent. */
const isSent = (status: number) => status === 200;

const NOTICE_TEXTS: FormNoticeTexts = {
  failed: {
    title: { key: 'teamPage.applicationForm.failed' },
    description: { key: 'teamPage.applicationForm.failedDesc' },
  },
  unreachable: {
    title: { key: 'teamPage.applicationForm.error' },
    description: { key: 'teamPage.applicationForm.errorDesc' },
  },
  tooLarge: {
    title: { key: 'candidateApplication.tooLargeTitle' },
    description: { key: 'candidateApplication.tooLargeDesc' },
  },
  // A 413 without its limit: the résumé's limit is what the visitor can act on.
  fallbackLimitBytes: RESUME_MAX_BYTES,
};

/** Multipart with the résumé's upload progress shown; on failure every value and the file stay. */
export function ApplicationForm() {
  const { t } = useTranslation();
  const resume = useResume();
  const { id, status, onSubmit, field, control, submitButton, upload } = useFormController({
    schema: candidateApplicationSchema,
    empty: EMPTY_APPLICATION,
    fields: ['name', 'email', 'phone', 'position', 'message'],
    label: (name) => `candidateApplication.fields.${name}`,
    endpoint: siteConfig.applicationEndpoint,
    request: (application) => ({
      body: buildApplicationBody(application, resume.file),
      ...(resume.file ? { uploadBytes: resume.file.size } : {}),
    }),
    sent: isSent,
    notices: NOTICE_TEXTS,
    success: { title: 'teamPage.applicationForm.success', description: 'teamPage.applicationForm.successDesc' },
    outsideFields: [resume.field],
    outsideValue: resume.file,
    onSent: resume.clear,
  });
  const positions = `${id}-positions`;

  return (
    <div id="application-form" className="relative">
      <FormNotifications />
      {status === 'sent' ? (
        <ApplicationReceived />
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('candidateApplication.label')}
          className="grid gap-5 sm:grid-cols-2"
        >
          <FormField {...field('name')}>
            {(describedBy) => (
              <input {...control('name', describedBy)} type="text" autoComplete="name" aria-required="true" />
            )}
          </FormField>
          <FormField {...field('email')}>
            {(describedBy) => (
              <input {...control('email', describedBy)} type="email" autoComplete="email" aria-required="true" />
            )}
          </FormField>
          <FormField {...field('phone')}>
            {(describedBy) => <input {...control('phone', describedBy)} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField {...field('position')} hint={t('candidateApplication.positionHint')}>
            {(describedBy) => (
              <input {...control('position', describedBy)} type="text" list={positions} aria-required="true" />
            )}
          </FormField>
          <datalist id={positions}>
            {POSITION_SUGGESTIONS.map((position) => (
              <option key={position} value={t(`candidateApplication.positions.${position}`)} />
            ))}
          </datalist>
          <div className="sm:col-span-2">
            <FormField {...field('message')}>
              {(describedBy) => <textarea {...control('message', describedBy)} rows={4} />}
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <ResumePicker
              file={resume.file}
              error={resume.error ? t(resume.error, { megabytes: RESUME_MAX_MEGABYTES }) : undefined}
              onChoose={resume.choose}
              onRemove={resume.clear}
              inputRef={resume.inputRef}
            />
          </div>
          {upload ? <UploadProgress progress={upload} /> : null}
          <div className="sm:col-span-2">
            <SubmitButton
              buttonRef={submitButton}
              submitting={status === 'submitting'}
              label={t('candidateApplication.submit')}
              busyLabel={t('candidateApplication.submitting')}
            />
            <PrivacyNotice textKey="candidateApplication.privacyNotice" />
          </div>
        </form>
      )}
    </div>
  );
}
